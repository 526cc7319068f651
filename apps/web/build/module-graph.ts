import path from 'node:path';

/** The parts of rolldown's module information read here. */
export interface GraphModule {
  isEntry: boolean;
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  /** The module's code as the bundler read it (null while unknown). */
  code?: string | null;
  /** The names the module exports. */
  exports?: readonly string[];
}
export interface ModuleGraph {
  getModuleInfo(moduleId: string): GraphModule | null;
}

const reexports = /export\s*(\*|\{[^}]*\})\s*from\s*["']([^"']+)["'];?/g;
const comments = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
// `import a, { b as c } from 'x'`, `import * as n from 'x'`, `export { b } from 'x'`.
const namedImports =
  /(?:import|export)\s*([\w$]+\s*,?\s*)?(\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*from\s*["']([^"']+)["']/g;

/** The module a specifier names among a module's resolved imports, if exactly one fits. */
function resolveAmong(
  importer: string,
  specifier: string,
  candidates: readonly string[],
): string | undefined {
  const fits = specifier.startsWith('.')
    ? candidates.filter((id) => {
        const base = path.resolve(path.dirname(importer), specifier);
        return (
          id.startsWith(base) && /^(?:\.[cm]?[jt]sx?|\/index\.[cm]?[jt]sx?)?$/.test(id.slice(base.length))
        );
      })
    : candidates.filter((id) => id.includes(`/node_modules/${specifier}/`));
  return fits.length === 1 ? fits[0] : undefined;
}

/** The pairs `[a, a]`, `[b, c]` of `{ a, b as c }`: each name as exported, and as taken. */
function bindings(braces: string): [string, string][] {
  return braces
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter((part) => part !== '')
    .map((part) => {
      const [exported = '', taken = exported] = part.split(/\s+as\s+/);
      return [exported, taken];
    });
}

/** The names `a`, `b` of `{ a, b as c }` (the exporter's names); `default` for a default import. */
function importedNames(defaultPart: string | undefined, braces: string): string[] {
  const names = bindings(braces).map(([exported]) => exported);
  return defaultPart?.trim() ? ['default', ...names] : names;
}

/**
 * A barrel: a module that only passes on other modules' exports (antd's `_util/hooks/index.js`,
 * `@rc-component/util`'s index). Answers which module each name comes from, or null for any other
 * module.
 */
function barrelExports(graph: ModuleGraph, id: string): Map<string, string> | null {
  const info = graph.getModuleInfo(id);
  const code = info?.code;
  if (!info || !code || code.replace(reexports, '').replace(comments, '').trim() !== '') return null;
  const from = new Map<string, string>();
  for (const [, names = '', specifier = ''] of code.matchAll(reexports)) {
    const source = resolveAmong(id, specifier, info.importedIds);
    if (!source) return null;
    const passed =
      names === '*'
        ? (graph.getModuleInfo(source)?.exports ?? []).filter((name) => name !== 'default')
        : bindings(names).map(([, taken]) => taken);
    for (const name of passed) from.set(name, source);
  }
  return from;
}

/**
 * The modules a module needs: its imports, except that through a barrel it needs only the modules of
 * the names it takes from it, as the bundler includes them. Taking all of a barrel's modules made, for
 * instance, every antd hook look like part of the sign-in page's code, so none could join a group
 * (shared-chunks.ts) and each became a file of its own. Any import read less surely (a namespace, a
 * name the barrel does not list) keeps the whole barrel.
 */
export function importedModules(graph: ModuleGraph, id: string): readonly string[] {
  const info = graph.getModuleInfo(id);
  if (!info) return [];
  const barrels = new Map<string, Map<string, string>>();
  for (const imported of info.importedIds) {
    const exported = barrelExports(graph, imported);
    if (exported) barrels.set(imported, exported);
  }
  if (barrels.size === 0 || !info.code) return info.importedIds;
  const needed = new Map<string, Set<string> | 'all'>();
  for (const [, defaultPart, braces = '', specifier = ''] of info.code.matchAll(namedImports)) {
    const barrel = resolveAmong(id, specifier, [...barrels.keys()]);
    if (!barrel || needed.get(barrel) === 'all') continue;
    const exported = barrels.get(barrel);
    const names = braces.startsWith('*') ? null : importedNames(defaultPart, braces);
    const sources = names?.map((name) => exported?.get(name));
    if (!sources || sources.length === 0 || sources.some((source) => source === undefined)) {
      needed.set(barrel, 'all');
      continue;
    }
    const known = needed.get(barrel);
    const set = known instanceof Set ? known : new Set<string>();
    for (const source of sources) if (source) set.add(source);
    needed.set(barrel, set);
  }
  return info.importedIds.flatMap((imported) => {
    if (!barrels.has(imported)) return [imported];
    const sources = needed.get(imported);
    return sources instanceof Set ? [...sources] : [imported];
  });
}
