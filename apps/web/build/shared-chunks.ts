import path from 'node:path';

/** The parts of rolldown's module information read here. */
export interface GraphModule {
  isEntry: boolean;
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
}
export interface ModuleGraph {
  getModuleInfo(moduleId: string): GraphModule | null;
}

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
/** Every signed-in page loads a layout; the side-menu one is the default. */
const shellRoots = ['src/app/layouts/side-menu-layout.tsx'];
/**
 * Every back-office list loads the list page. Not its table or its cards: a phone loads only the cards,
 * a wide screen only the table (resource-table.tsx), each a lazy chunk of its own.
 */
const listRoots = ['src/components/resource/resource-list-page.tsx'];

/** Every module `roots` import, directly or through others (static imports only). */
function closure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A chunk name function (`codeSplitting.groups[].name`): what only signed-in people load, gathered into
 * two files instead of the bundler's dozens (one per set of pages sharing a module, many under 1 KB):
 * `shell`, everything the layout needs beyond the sign-in page's code; `lists`, everything the list
 * pages share beyond that. On a phone over HTTP/1.1 each file costs a round trip on one of six
 * connections, so a back-office page opened first waited on some 80 files.
 *
 * Neither group takes code the public pages need, nor a module loaded on its own by `import()` (a page,
 * a text bundle). The groups are closed under imports towards the public code: the shell imports the
 * sign-in page's chunks, the lists import both, and nothing imports back.
 */
export function sharedChunkName(root: string) {
  const absolute = (files: readonly string[]) => files.map((file) => path.join(root, file));
  const plans = new WeakMap<ModuleGraph, Map<string, string>>();
  const planOf = (graph: ModuleGraph) => {
    const known = plans.get(graph);
    if (known) return known;
    const publicCode = closure(graph, absolute(publicRoots));
    const plan = new Map<string, string>();
    for (const [name, roots] of [
      ['shell', shellRoots],
      ['lists', listRoots],
    ] as const) {
      for (const id of closure(graph, absolute(roots))) {
        if (!publicCode.has(id) && !plan.has(id)) plan.set(id, name);
      }
    }
    plans.set(graph, plan);
    return plan;
  };
  return (moduleId: string, graph: ModuleGraph): string | null => {
    const info = graph.getModuleInfo(moduleId);
    if (!info || info.isEntry || info.dynamicImporters.length > 0) return null;
    return planOf(graph).get(moduleId) ?? null;
  };
}
