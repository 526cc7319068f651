import { createRequire } from 'node:module';

/**
 * antd's component styles as plain CSS, one sheet per style registration ("Button-Button",
 * "Input-TextArea", "Shared", …), worked out once at build time instead of in every visitor's browser.
 *
 * Every component is rendered on the server (antd's CommonJS build, its default theme, no hash) with
 * its runtime styles on, and the style cache is split by the registration that wrote each entry. The
 * sheets use antd's CSS variables, so the portal's theme (light or dark) still applies: antd keeps
 * writing the variables' values at run time, only the rules themselves move to the build.
 */
export function antdStyleSheets(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const antd = require('antd') as Record<string, unknown>;
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  type Component = import('react').FunctionComponent<Record<string, unknown>>;
  type Node = import('react').ReactElement;
  const h = (type: Component | string, props?: Record<string, unknown> | null, ...children: Node[]) =>
    React.createElement(type, props, ...children);
  const component = (name: string) => antd[name] as Component;
  // A component's part: Badge.Ribbon, Input.TextArea, …
  const part = (of: Component, name: string) =>
    (of as unknown as Record<string, Component>)[name] as Component;

  const cache = cssinjs.createCache();
  const render = (node: Node) =>
    renderToString(
      h(
        cssinjs.StyleProvider,
        { cache },
        h(component('ConfigProvider'), { theme: { hashed: false, zeroRuntime: false } }, node),
      ),
    );

  // Components that need children or props to render at all, and the parts a bare render leaves out.
  const variants: Record<string, (C: Component) => Node[]> = {
    Affix: (C) => [h(C, null, h('div'))],
    Badge: (C) => [h(C), h(part(C, 'Ribbon'))],
    Cascader: (C) => [h(C), h(part(C, 'Panel'))],
    Dropdown: (C) => [h(C, { menu: { items: [] } }, h('span'))],
    Form: (C) => [h(C, null, h(part(C, 'Item'), { label: 'x' }, h('span')))],
    Input: (C) => [
      h(C),
      h(part(C, 'Search')),
      h(part(C, 'TextArea')),
      h(part(C, 'Password')),
      h(part(C, 'OTP')),
    ],
    Layout: (C) => [h(C, null, h(part(C, 'Sider')))],
    Menu: (C) => [h(C, { items: [] })],
    Modal: (C) => [h(C), h(part(C, '_InternalPanelDoNotUseOrYouWillBeFired'), { type: 'confirm' })],
    // The bordered pagination only shows in antd's wireframe theme.
    Pagination: (C) => [
      h(C, { total: 50 }),
      h(component('ConfigProvider'), { theme: { hashed: false, token: { wireframe: true } } }, h(C)),
    ],
    Popconfirm: (C) => [h(C, { title: 'x' }, h('span'))],
    Popover: (C) => [h(C, null, h('span'))],
    QRCode: (C) => [h(C, { value: 'x' })],
    Space: (C) => [h(C), h(part(C, 'Compact'), null, h(component('Button'))), h(part(C, 'Addon'))],
    Tag: (C) => [h(C, { color: 'blue' }), h(C, { color: 'success' })],
    Tooltip: (C) => [h(C, null, h('span'))],
    Tree: (C) => [h(C, { treeData: [] })],
    message: (C) => [h(part(C, '_InternalPanelDoNotUseOrYouWillBeFired'))],
    notification: (C) => [h(part(C, '_InternalPanelDoNotUseOrYouWillBeFired'))],
  };
  // Every component, the deprecated ones too: antd's entry file imports them all, and the build checks
  // that each style module it meets has its sheet. Their deprecation warnings are not the build's news.
  const warn = console.error;
  console.error = () => {};
  try {
    for (const name of Object.keys(antd)) {
      const isComponent = /^[A-Z]/.test(name) || name === 'message' || name === 'notification';
      if (!isComponent || name === 'ConfigProvider' || name === 'Grid') continue;
      const variant = variants[name];
      render(
        h(
          React.Fragment as unknown as Component,
          null,
          ...(variant ? variant(component(name)) : [h(component(name))]),
        ),
      );
    }
  } finally {
    console.error = warn;
  }

  // A cache key reads `style%<registration>%<prefix>%<icon prefix>`; group them by registration.
  const groups = new Map<string, string[]>();
  for (const key of cache.cache.keys()) {
    const registration = key.split('%')[2];
    if (!key.startsWith('style%') || !registration) continue;
    groups.set(registration, [...(groups.get(registration) ?? []), key]);
  }
  const sheets = new Map<string, string>();
  for (const [registration, keys] of groups) {
    const part = cssinjs.createCache();
    for (const key of keys) {
      part.cache.set(key, cache.cache.get(key) as never);
      part.updateTimes.set(key, cache.updateTimes.get(key) ?? 0);
    }
    const css = cssinjs
      .extractStyle(part, { plain: true, types: 'style' })
      // extractStyle ends with a rule mapping cache paths for server-rendered pages: not needed here.
      .replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '');
    sheets.set(registration, css);
  }
  return sheets;
}
