/**
 * Every two neighbouring characters of a text in the search form, as the hand-written SQL function
 * `catalogue_bigrams` makes them for the GIN-indexed `search_bigrams` columns (products, users). Chinese
 * has no spaces and pg_trgm keeps no CJK characters under the cluster's C.UTF-8 locale.
 */
export function bigramsOf(text: string): string[] {
  const chars = Array.from(text);
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) pairs.add(`${chars[i]}${chars[i + 1]}`);
  return [...pairs];
}
