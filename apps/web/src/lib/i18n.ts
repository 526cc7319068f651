import { defaultLanguage, type Language, languages } from '@portal/contracts/i18n';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type TranslationTexts, zhHant } from './locales/zh-hant';

/** The chosen language is remembered in localStorage; without a choice the portal speaks zh-Hant. */
export const languageStorageKey = 'portal.language';

const htmlLang: Record<Language, string> = { 'zh-Hant': 'zh-Hant-TW', en: 'en' };
const dayjsLocale: Record<Language, string> = { 'zh-Hant': 'zh-tw', en: 'en' };

export function dayjsLocaleOf(language: Language): string {
  return dayjsLocale[language];
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** The language the interface shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** Keeps <html lang> in step with the interface language (dayjs follows in dayjs-locale.ts). */
function applyLanguage(language: Language): void {
  document.documentElement.lang = htmlLang[language];
}

// zh-Hant ships with the entry (default and fallback); English loads when first needed, which keeps it
// out of what the sign-in page downloads for most visitors.
const textLoaders: Record<Language, () => Promise<TranslationTexts>> = {
  'zh-Hant': async () => zhHant,
  en: async () => (await import('./locales/en')).en,
};

/** Makes sure the texts of a language are loaded (before rendering in it). */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await textLoaders[language]());
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // not remembered, but still applied for this page
  }
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyLanguage(language);
});

void i18n.use(initReactI18next).init({
  resources: { 'zh-Hant': { translation: zhHant } },
  partialBundledLanguages: true,
  lng: readStoredLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
});
applyLanguage(currentLanguage());

export { i18n };
