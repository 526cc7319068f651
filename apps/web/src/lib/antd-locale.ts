import type { Language } from '@portal/contracts/i18n';
import type { Locale } from 'antd/es/locale';

// antd's own texts (pagination, date pickers, empty states…) in each language, loaded with it, so a
// visitor downloads one of them.
const loaders: Record<Language, () => Promise<Locale>> = {
  'zh-Hant': async () => (await import('antd/es/locale/zh_TW')).default,
  en: async () => (await import('antd/es/locale/en_US')).default,
};
const loaded = new Map<Language, Locale>();

export async function loadAntdLocale(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, await loaders[language]());
}

/** antd's locale for a language once loaded (i18n.ts loads it with the language's texts). */
export function antdLocaleOf(language: Language): Locale | undefined {
  return loaded.get(language);
}
