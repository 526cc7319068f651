import type { Plugin, Rolldown } from 'vite';

/**
 * A circle of chunks importing one another (`a.js` → `b.js` → `a.js`), as file names, or null. In such a
 * circle one file runs before a file it needs has run: its imports are still undefined (a grouping of
 * modules that took a module needing a lazily loaded one made antd's Alert read its icons that way).
 */
export function chunkCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string): string[] | null => {
    if (onPath.has(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return null;
    path.push(file);
    onPath.add(file);
    for (const imported of imports.get(file) ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
    return null;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

/** Fails the build when its chunks import one another in a circle (see `chunkCycle`). */
export function noChunkCycles(): Plugin {
  return {
    name: 'portal-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const cycle = chunkCycle(new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports])));
      if (cycle) this.error(`Chunks import one another in a circle: ${cycle.join(' → ')}`);
    },
  };
}
