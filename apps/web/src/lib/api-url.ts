/** Every API call's address starts here. */
export const apiBasePath = '/api/v1';

export type QueryValue = string | number | boolean | undefined;

/** `/api/v1/<path>?<query>`, leaving out the query's undefined values. */
export function buildApiUrl(path: string, query?: URLSearchParams | Record<string, QueryValue>): string {
  const url = `${apiBasePath}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query)
            .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
            .map(([key, value]) => [key, String(value)]),
        );
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}
