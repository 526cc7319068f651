import path from 'node:path';
import { type GraphModule, importedModules, type ModuleGraph } from './module-graph';

export type { GraphModule, ModuleGraph } from './module-graph';

/**
 * What a browser loads before anyone signs in: the entry and every page a public route shows
 * (src/app/router.tsx; its test keeps the two in step). Their code stays in the bundler's own chunks,
 * shared with the sign-in page.
 */
export const publicRoots = [
  'src/main.tsx',
  'src/features/auth/pages/login-page.tsx',
  'src/features/auth/pages/register-page.tsx',
  'src/features/auth/pages/forgot-password-page.tsx',
  'src/features/reset-password/pages/reset-password-page.tsx',
  'src/features/members/pages/invitation-page.tsx',
  'src/features/albums/pages/public-gallery-page.tsx',
  'src/features/errors/pages/error-page.tsx',
  'src/features/errors/pages/not-found-page.tsx',
  'src/app/pages/placeholder-page.tsx',
];
/** What `/login` loads: the entry and the sign-in page. */
const signInRoots = ['src/main.tsx', 'src/features/auth/pages/login-page.tsx'];
/** Every signed-in page loads a layout; the side-menu one is the default. */
const shellRoots = ['src/app/layouts/side-menu-layout.tsx'];
/**
 * Every back-office list loads the list page. Not its table or its cards: a phone loads only the cards,
 * a wide screen only the table (resource-table.tsx), each a lazy chunk of its own.
 */
const listRoots = ['src/components/resource/resource-list-page.tsx'];

/** Every module `roots` import, directly or through others (static imports only, barrels read through). */
function closure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...importedModules(graph, id));
  }
  return seen;
}

/** A module that stays in a file of its own: an entry, or loaded on its own by `import()`. */
function hasOwnChunk(info: GraphModule): boolean {
  return info.isEntry || info.dynamicImporters.length > 0;
}

/**
 * Which modules can join a group: those needing no module that keeps a file of its own, apart from the
 * sign-in page's, directly or through others. Otherwise the group's file would import that file, which
 * may import the group's back (antd's Alert, loaded by `import()` for the sign-in form's error, takes
 * its icons from the group): a circle of files, in which one runs before what it needs has run. Worked
 * out to a fixed point over `modules` (imports may go round in circles).
 */
function freeOfOwnChunks(graph: ModuleGraph, modules: ReadonlySet<string>, signInCode: ReadonlySet<string>) {
  const needs = new Map([...modules].map((id) => [id, importedModules(graph, id)]));
  const bound = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [id, imported] of needs) {
      if (bound.has(id) || signInCode.has(id)) continue;
      if (imported.some((other) => !signInCode.has(other) && (ownChunk(graph, other) || bound.has(other)))) {
        bound.add(id);
        changed = true;
      }
    }
  }
  return (id: string) => !bound.has(id);
}

function ownChunk(graph: ModuleGraph, id: string): boolean {
  const info = graph.getModuleInfo(id);
  return info !== null && hasOwnChunk(info);
}

/**
 * A chunk name function (`codeSplitting.groups[].name`): what signed-in pages load beyond the sign-in
 * page's code, gathered into three files instead of the bundler's dozens (one per set of pages sharing
 * a module, many under 2 KB): `public-shared`, what the layout and the list pages share with the other
 * public pages (sign-up, password reset, the gallery: antd's tooltip, form and grid parts); `shell`,
 * the rest of what the layout needs; `lists`, the rest of what the list pages share. On a phone over
 * HTTP/1.1 each file costs a round trip on one of six connections: a back-office page opened first
 * waited on some 80 files, and still on some 20 of 1–4 KB each before `public-shared`
 * (docs/performance.md).
 *
 * No group takes the sign-in page's code (its budget is the tightest), nor a module loaded on its own
 * by `import()` (a page, a text bundle), nor one needing such a module. A public page other than
 * sign-in loads all of `public-shared`, a few kilobytes more than it uses, once. The groups are closed
 * under imports towards the public code: `public-shared` imports the sign-in page's chunks, the shell
 * both, the lists all three, nothing imports back.
 */
export function sharedChunkName(root: string) {
  const absolute = (files: readonly string[]) => files.map((file) => path.join(root, file));
  const plans = new WeakMap<ModuleGraph, Map<string, string>>();
  const planOf = (graph: ModuleGraph) => {
    const known = plans.get(graph);
    if (known) return known;
    const publicCode = closure(graph, absolute(publicRoots));
    const signInCode = closure(graph, absolute(signInRoots));
    const signedInCode = closure(graph, absolute([...shellRoots, ...listRoots]));
    const isFree = freeOfOwnChunks(graph, signedInCode, signInCode);
    const plan = new Map<string, string>();
    for (const id of signedInCode) {
      if (publicCode.has(id) && !signInCode.has(id) && isFree(id)) plan.set(id, 'public-shared');
    }
    for (const [name, roots] of [
      ['shell', shellRoots],
      ['lists', listRoots],
    ] as const) {
      for (const id of closure(graph, absolute(roots))) {
        if (!publicCode.has(id) && !plan.has(id) && isFree(id)) plan.set(id, name);
      }
    }
    plans.set(graph, plan);
    return plan;
  };
  return (moduleId: string, graph: ModuleGraph): string | null => {
    const info = graph.getModuleInfo(moduleId);
    if (!info || hasOwnChunk(info)) return null;
    return planOf(graph).get(moduleId) ?? null;
  };
}
