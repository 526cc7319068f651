import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** antd's own index: `export { default as Button } from './button'`, read into Button → button. */
function antdParts(): Map<string, string> {
  const index = createRequire(import.meta.url).resolve('antd/es/index.js');
  const parts = new Map<string, string>();
  for (const [, name, dir] of fs
    .readFileSync(index, 'utf8')
    .matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)) {
    if (name && dir) parts.set(name, dir);
  }
  return parts;
}

const antdImport = /import\s*\{([^}]*)\}\s*from\s*['"]antd['"];?/g;

/**
 * `import { Button, Table as T, type TableProps } from 'antd'` written as one import per part, straight
 * from its folder (`antd/es/button`). The bundle is the same, but the module graph then says which part
 * each module needs: through antd's index, every module importing one part looked like it needed all
 * of them, which the chunk grouping (build/shared-chunks.ts) reads. A name the index does not export
 * as a folder's default stays with the index.
 */
export function rewriteAntdImports(code: string, parts: ReadonlyMap<string, string>): string {
  return code.replace(antdImport, (statement, list: string) => {
    const direct: string[] = [];
    const viaIndex: string[] = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier || specifier.startsWith('type ')) continue;
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
      const dir = parts.get(imported);
      if (dir) direct.push(`import ${local} from 'antd/es/${dir}';`);
      else viaIndex.push(specifier);
    }
    if (viaIndex.length > 0) direct.push(`import { ${viaIndex.join(', ')} } from 'antd';`);
    // As many lines as before, so the lines after it keep their numbers.
    return direct.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

/** The build's plugin: the web app's own modules only (antd's files import each other by path). */
export function antdDirectImports(): Plugin {
  const parts = antdParts();
  return {
    name: 'antd-direct-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes(`${path.sep}node_modules${path.sep}`) || !/\.tsx?$/.test(id)) return null;
      if (!code.includes("from 'antd'")) return null;
      return { code: rewriteAntdImports(code, parts), map: null };
    },
  };
}
