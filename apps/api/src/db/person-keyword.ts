import { type SQL, sql } from 'drizzle-orm';
import { bigramsOf } from './bigrams';
import { mobileSearchFragment } from './mobile-search';
import { customPlanMarker } from './preparing-client';
import { users } from './schema';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * "This person's name, account or e-mail contains the keyword" (NFKC, any case), or, for a phone-like
 * keyword, their mobile in any of the forms people type. A keyword of two or more characters first
 * narrows by the GIN-indexed bigrams of `users.search_bigrams`, then `LIKE` on `search_text` confirms.
 */
export function personKeyword(keyword: string | undefined): SQL | undefined {
  const text = keyword?.normalize('NFKC').trim().toLowerCase();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  const bigrams = bigramsOf(text);
  const like = sql`${users.searchText} like ${pattern}`;
  // Planned for the keyword at hand: a generic plan cannot tell a rare pair of characters from a common one
  // (a vendor's member search: p99 98 ms planned per call, 135 ms on a generic plan).
  const words =
    bigrams.length > 0
      ? sql`(${sql.raw(customPlanMarker)} ${users}.search_bigrams @> ${sql.param(bigrams)}::text[] and ${like})`
      : sql`(${sql.raw(customPlanMarker)} ${like})`;
  const mobile = mobileSearchFragment(text);
  return mobile ? sql`(${words} or ${users.mobile} like ${`%${escapeLike(mobile)}%`})` : words;
}
