import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GraphModule, publicRoots, sharedChunkName } from './shared-chunks';

const root = '/app';
const at = (file: string) => path.join(root, file);
const login = at('src/features/auth/pages/login-page.tsx');
const register = at('src/features/auth/pages/register-page.tsx');
const layout = at('src/app/layouts/side-menu-layout.tsx');
const listPage = at('src/components/resource/resource-list-page.tsx');
const filterBar = at('src/components/resource/resource-filter-bar.tsx');

/** A module graph from `id → its static imports`, with the modules loaded by `import()` marked. */
function graph(imports: Record<string, string[]>, lazy: string[]) {
  const modules = new Map<string, GraphModule>();
  for (const [id, importedIds] of Object.entries(imports)) {
    modules.set(id, {
      isEntry: id === at('src/main.tsx'),
      dynamicImporters: lazy.includes(id) ? [at('src/main.tsx')] : [],
      importedIds,
    });
  }
  return { getModuleInfo: (id: string) => modules.get(id) ?? null };
}

const button = '/app/node_modules/antd/es/button/index.js';
const menu = '/app/node_modules/antd/es/menu/index.js';
const drawer = '/app/node_modules/antd/es/drawer/index.js';
const pagination = '/app/node_modules/antd/es/pagination/index.js';
const userPage = at('src/features/user-admin/pages/user-list-page.tsx');
const userColumns = at('src/features/user-admin/components/user-columns.tsx');
const texts = at('src/lib/locales/zh-hant-admin.ts');
const tooltip = '/app/node_modules/antd/es/tooltip/index.js';
const steps = '/app/node_modules/antd/es/steps/index.js';
const alertIndex = '/app/node_modules/antd/es/alert/index.js';
const alert = '/app/node_modules/antd/es/alert/Alert.js';
const icon = '/app/node_modules/@ant-design/icons/es/icons/CheckCircleFilled.js';
// Two modules importing each other, one of them needing the alert.
const circleA = at('src/app/layouts/circle-a.tsx');
const circleB = at('src/app/layouts/circle-b.tsx');

const modules = graph(
  {
    [at('src/main.tsx')]: [button],
    [login]: [button],
    [register]: [tooltip, steps, button],
    [layout]: [menu, button, texts, tooltip, alertIndex, circleA],
    [circleB]: [circleA],
    [circleA]: [circleB, alert],
    [alertIndex]: [alert],
    [alert]: [icon],
    [icon]: [],
    [menu]: [drawer, button],
    [drawer]: [],
    [button]: [],
    [listPage]: [filterBar, pagination, menu],
    [filterBar]: [pagination],
    [pagination]: [],
    [userPage]: [listPage, userColumns],
    [userColumns]: [],
    [texts]: [],
    [tooltip]: [],
    [steps]: [],
  },
  [login, register, layout, listPage, userPage, texts, alert],
);

describe('sharedChunkName', () => {
  const name = sharedChunkName(root);

  it('gathers what the layout needs beyond the sign-in code into the shell', () => {
    expect(name(menu, modules)).toBe('shell');
    expect(name(drawer, modules)).toBe('shell');
  });

  it('gathers what the layout shares with a public page beyond sign-in into the public-shared part', () => {
    expect(name(tooltip, modules)).toBe('public-shared');
    expect(name(steps, modules)).toBeNull();
  });

  // The alert's file would import the group's (its icon) and the group's file the alert's: a circle.
  it('leaves out a module needing one loaded by import(), but not what that one needs', () => {
    expect(name(alertIndex, modules)).toBeNull();
    expect(name(alert, modules)).toBeNull();
    expect(name(icon, modules)).toBe('shell');
    expect(name(circleA, modules)).toBeNull();
    expect(name(circleB, modules)).toBeNull();
  });

  it('gathers what the lists need beyond the shell into the lists', () => {
    expect(name(filterBar, modules)).toBe('lists');
    expect(name(pagination, modules)).toBe('lists');
  });

  it("leaves the sign-in page's code, a page's own code and every module loaded by import() alone", () => {
    expect(name(button, modules)).toBeNull();
    expect(name(userColumns, modules)).toBeNull();
    for (const lazy of [login, register, layout, listPage, userPage, texts])
      expect(name(lazy, modules)).toBeNull();
    expect(name('/app/unknown.ts', modules)).toBeNull();
  });
});

describe('publicRoots', () => {
  it('names every page a public route of router.tsx loads, and the entry', () => {
    const router = readFileSync(path.join(import.meta.dirname, '../src/app/router.tsx'), 'utf8');
    const loaded = [...router.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)]
      .map(([, specifier = '']) => path.join('src/app', `${specifier}.tsx`))
      // The layouts and the permission gate are what signed-in pages load.
      .filter((file) => !/layouts\/|require-permission/.test(file));
    expect(new Set(publicRoots)).toEqual(new Set(['src/main.tsx', ...loaded]));
  });
});
