import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutColumnFilters } from './without-column-filters';

type Hook = (...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'resolveId' | 'load') => plugin[name] as unknown as Hook;

describe('withoutColumnFilters', () => {
  const plugin = withoutColumnFilters();
  const tableFilters = '/app/node_modules/antd/es/table/hooks/useFilter/index.js';

  it("swaps the filter drop-down only where antd's Table imports it", () => {
    const stub = hook(plugin, 'resolveId').call({}, './FilterDropdown', tableFilters);
    expect(stub).toEqual(expect.stringContaining('portal-table-filter-dropdown'));
    expect(hook(plugin, 'resolveId').call({}, './FilterDropdown', '/app/src/own.ts')).toBeNull();
    expect(hook(plugin, 'resolveId').call({}, './other', tableFilters)).toBeNull();
  });

  it('gives a stand-in that fails loudly, naming the filter bar, if a column ever asks for filters', () => {
    const id = hook(plugin, 'resolveId').call({}, './FilterDropdown', tableFilters) as string;
    const code = hook(plugin, 'load').call({}, id) as string;
    // The stand-in's two functions, run as the bundle would run them.
    const module = new Function(
      `${code.replace('export default function', 'function').replace('export function', 'function')}
      return { default: FilterDropdown, flattenKeys };`,
    )() as { default: () => unknown; flattenKeys: () => unknown };
    expect(() => module.default()).toThrow(/resource-filter-bar/);
    expect(() => module.flattenKeys()).toThrow(/column filters are left out/);
    expect(hook(plugin, 'load').call({}, '/app/src/own.ts')).toBeNull();
  });
});
