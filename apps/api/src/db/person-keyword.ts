import { type SQL, sql } from 'drizzle-orm';
import { bigramsOf } from './bigrams';
import { mobileSearchFragment } from './mobile-search';
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
  const words =
    bigrams.length > 0 ? sql`(${users}.search_bigrams @> ${sql.param(bigrams)}::text[] and ${like})` : like;
  const mobile = mobileSearchFragment(text);
  return mobile ? sql`(${words} or ${users.mobile} like ${`%${escapeLike(mobile)}%`})` : words;
}
