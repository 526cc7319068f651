import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutCardTabs } from './without-card-tabs';

type Hook = (...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'resolveId' | 'load') => plugin[name] as unknown as Hook;

describe('withoutCardTabs', () => {
  const plugin = withoutCardTabs();
  const card = '/app/node_modules/antd/es/card/Card.js';

  it("swaps the tabs only where antd's Card imports them", () => {
    expect(hook(plugin, 'resolveId').call({}, '../tabs', card)).toEqual(
      expect.stringContaining('portal-card-tabs'),
    );
    // A page's own Tabs, and antd's other imports of them, stay antd's.
    expect(
      hook(plugin, 'resolveId').call({}, '../tabs', '/app/node_modules/antd/es/tabs/index.js'),
    ).toBeNull();
    expect(hook(plugin, 'resolveId').call({}, 'antd', '/app/src/features/x/page.tsx')).toBeNull();
    expect(hook(plugin, 'resolveId').call({}, '../skeleton', card)).toBeNull();
  });

  it('gives a stand-in that fails loudly, naming the way to put tabs in a card, if a card ever has a tabList', () => {
    const id = hook(plugin, 'resolveId').call({}, '../tabs', card) as string;
    const code = hook(plugin, 'load').call({}, id) as string;
    const CardTabs = new Function(
      `${code.replace('export default function', 'function')}\nreturn CardTabs;`,
    )() as () => unknown;
    expect(() => CardTabs()).toThrow(/put a Tabs inside the card/);
    expect(hook(plugin, 'load').call({}, '/app/src/own.ts')).toBeNull();
  });
});
