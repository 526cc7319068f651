import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isListPath, listPagePaths } from './list-page-paths';
import { pageRoutes } from './page-routes';

const appDirectory = path.dirname(new URL(import.meta.url).pathname);
const routesSource = readFileSync(path.join(appDirectory, 'page-routes.ts'), 'utf8');

/** The source of a route's page module, found from its loader's name in page-routes.ts. */
function pageSource(loaderName: string): string {
  const declared = new RegExp(`const ${loaderName}: PageLoader = [\\s\\S]*?import\\('([^']+)'\\)`);
  const modulePath = routesSource.match(declared)?.[1];
  if (!modulePath) throw new Error(`${loaderName} is not declared as a page loader in page-routes.ts`);
  return readFileSync(path.join(appDirectory, `${modulePath}.tsx`), 'utf8');
}

describe('the list pages', () => {
  it('are exactly the routes whose page draws a resource list', () => {
    const drawingLists = pageRoutes
      .filter((route) => route.load && pageSource(route.load.name).includes('<ResourceListPage'))
      .map((route) => route.path);
    expect(drawingLists.length).toBeGreaterThan(5);
    expect([...listPagePaths].sort()).toEqual(drawingLists.sort());
  });

  it.each([
    ['/user-admin', true],
    ['/simple-menu/user-admin', true],
    ['/top-menu/announcement/manage/', true],
    ['/user-admin/1', false],
    ['/dashboard', false],
    ['/simple-menu', false],
    ['/login', false],
  ])('knows whether %s shows one: %s', (address, expected) => {
    expect(isListPath(address)).toBe(expected);
  });
});
