import type { Plugin } from 'vite';

/**
 * A plugin putting `code` in place of the module that `importer` (a pattern of its path) imports as
 * `source`: for an antd part the portal never uses but antd imports whatever its options.
 */
export function replacedImport(name: string, source: string, importer: RegExp, code: string): Plugin {
  const stubId = `\0${name}`;
  return {
    name,
    enforce: 'pre',
    resolveId(imported, importedBy) {
      return imported === source && importedBy && importer.test(importedBy) ? stubId : null;
    },
    load(id) {
      return id === stubId ? code : null;
    },
  };
}
