import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { antdStyleSheets } from './antd-style-sheets';

const styleModule = /[\\/]node_modules[\\/]antd[\\/]es[\\/].*style.*\.js$/;
const styleUtils = /[\\/]node_modules[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/;
// genStyleHooks('Button', …), genStyleHooks(['Input', 'TextArea'], …), genSubStyleComponent([…]): the
// registration is the two names joined (a single name counts twice), as antd's style cache keys it.
const registrationCall =
  /gen(?:StyleHooks|SubStyleComponent|ComponentStyleHook)\(\s*(?:'([\w-]+)'|\[\s*'([\w-]+)'\s*,\s*'([\w-]+)'\s*\])/g;
// In a cascade layer, so that the portal's own rules win over antd's whichever file loads last; every
// sheet names the layers' order first (the portal's base defaults below antd), as whichever sheet comes
// first fixes it.
const layered = (css: string) => `@layer base,antd;@layer antd{${css}}`;

/**
 * antd in zero-runtime mode (the theme's `zeroRuntime`): each antd style module imports a CSS file
 * holding the rules it would otherwise generate in the browser on first render (antd's CSS-in-JS cost
 * 110–150 ms of a phone's main thread before the dashboard painted). The sheets are written at build
 * time into `node_modules/.cache`; a page's chunk carries the CSS of the antd parts it uses, and the
 * shared reset comes with antd's style utilities, which every styled part imports. The dev server keeps
 * antd's run-time styles (the theme turns zero-runtime on in the build only).
 */
export function antdStaticStyles(): Plugin {
  let directory = '';
  let sheets = new Map<string, string>();
  const fileOf = (registration: string) => path.join(directory, `${registration}.css`);
  return {
    name: 'portal-antd-static-styles',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      directory = path.join(config.root, 'node_modules/.cache/portal-antd-styles');
    },
    buildStart() {
      sheets = antdStyleSheets();
      fs.rmSync(directory, { recursive: true, force: true });
      fs.mkdirSync(directory, { recursive: true });
      for (const [registration, css] of sheets) fs.writeFileSync(fileOf(registration), layered(css));
    },
    transform(code, id) {
      const registrations = styleUtils.test(id)
        ? ['Shared']
        : styleModule.test(id)
          ? [...code.matchAll(registrationCall)].map(([, one, first, second]) =>
              one ? `${one}-${one}` : `${first}-${second}`,
            )
          : [];
      if (registrations.length === 0) return null;
      const missing = registrations.filter((registration) => !sheets.has(registration));
      if (missing.length > 0)
        this.error(`antd styles not generated for ${missing.join(', ')} (${id}): see antd-style-sheets.ts`);
      const imports = registrations.map((registration) => `import ${JSON.stringify(fileOf(registration))};`);
      return { code: `${imports.join('\n')}\n${code}`, map: null };
    },
  };
}
