/**
 * The pages whose first screen is a resource list (`ResourceListPage`), by their path in a layout.
 * Landing on one, the early calls' script asks for the list's code along with the layout's
 * (early-page-calls.ts). A hint only: a list page left out loads like any other page
 * (list-page-paths.test.ts keeps it in step with the pages).
 */
export const listPagePaths: ReadonlySet<string> = new Set([
  'action-log',
  'announcement/manage',
  'attribute',
  'client-log',
  'outbox',
  'product',
  'role',
  'user-admin',
  'vendor-audit',
  'vendors',
]);

/** Whether an address (in any layout) shows one of those pages. */
export function isListPath(pathname: string): boolean {
  const path = pathname.replace(/^\/(?:simple-menu|top-menu)(?=\/|$)/, '').replace(/^\/+|\/+$/g, '');
  return listPagePaths.has(path);
}
