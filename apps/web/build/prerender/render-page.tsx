import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from '../../src/app/providers';
import { AppRoutes } from '../../src/app/router';
import { loadLanguage } from '../../src/lib/i18n';
import { createQueryClient } from '../../src/lib/query-client';

/**
 * One public page as the first render of the app shows it to a visitor with no choices stored (zh-Hant,
 * light, the configuration still loading), with the CSS variables of antd's theme that it uses.
 */
export async function renderPage(url: string): Promise<{ markup: string; themeCss: string }> {
  await loadLanguage('zh-Hant');
  const cache = createCache();
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={cache}>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StyleProvider>,
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return { markup, themeCss: extractStyle(cache, { plain: true }) };
}
