import { describe, expect, it } from 'vitest';
import { type GraphModule, importedModules } from './module-graph';

const hooks = '/app/node_modules/antd/es/_util/hooks/index.js';
const useClosable = '/app/node_modules/antd/es/_util/hooks/useClosable.js';
const useZIndex = '/app/node_modules/antd/es/_util/hooks/useZIndex.js';
const util = '/app/node_modules/@rc-component/util/es/index.js';
const keyCode = '/app/node_modules/@rc-component/util/es/KeyCode.js';
const useEvent = '/app/node_modules/@rc-component/util/es/hooks/useEvent.js';
const drawer = '/app/node_modules/antd/es/drawer/Drawer.js';
const react = '/app/node_modules/react/index.js';

function graphOf(modules: Record<string, Partial<GraphModule>>) {
  return {
    getModuleInfo: (id: string): GraphModule | null =>
      modules[id] ? { isEntry: false, dynamicImporters: [], importedIds: [], ...modules[id] } : null,
  };
}

const barrels = {
  [hooks]: {
    code: "export * from './useClosable';\nexport * from './useZIndex';",
    importedIds: [useClosable, useZIndex],
  },
  [useClosable]: { code: 'export function useClosable() {}', exports: ['useClosable', 'pickClosable'] },
  [useZIndex]: { code: 'export const useZIndex = () => 1;', exports: ['useZIndex', 'default'] },
  [util]: {
    code: '/* the package index */\nexport { default as KeyCode } from "./KeyCode";\nexport { default as useEvent } from "./hooks/useEvent";',
    importedIds: [keyCode, useEvent],
  },
  [react]: { code: 'module.exports = {};' },
};

describe('importedModules', () => {
  it('takes from a barrel only the modules of the names imported', () => {
    const graph = graphOf({
      ...barrels,
      [drawer]: {
        code: "import * as React from 'react';\nimport { useZIndex } from '../_util/hooks';\nimport { useEvent as useEv } from '@rc-component/util';",
        importedIds: [react, hooks, util],
      },
    });
    expect(importedModules(graph, drawer)).toEqual([react, useZIndex, useEvent]);
  });

  it('keeps the whole barrel for a namespace import or a name it does not list', () => {
    const graph = graphOf({
      ...barrels,
      [drawer]: {
        code: "import * as hooksOf from '../_util/hooks';\nimport { unknownName } from '@rc-component/util';",
        importedIds: [hooks, util],
      },
    });
    expect(importedModules(graph, drawer)).toEqual([hooks, util]);
  });

  it('leaves a module importing no barrel as it is', () => {
    const graph = graphOf({
      ...barrels,
      [drawer]: { code: "import { x } from './x';", importedIds: [useZIndex] },
    });
    expect(importedModules(graph, drawer)).toEqual([useZIndex]);
    expect(importedModules(graph, '/app/unknown.js')).toEqual([]);
  });
});
