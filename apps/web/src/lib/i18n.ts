import { defaultLanguage, type Language, languages } from '@portal/contracts/i18n';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { zhHant } from './locales/zh-hant';

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

/** Keeps <html lang>, dayjs and the remembered choice in step with the interface language. */
function applyLanguage(language: Language): void {
  document.documentElement.lang = htmlLang[language];
  dayjs.locale(dayjsLocale[language]);
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // not remembered, but still applied for this page
  }
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyLanguage(language);
});

void i18n.use(initReactI18next).init({
  resources: { 'zh-Hant': { translation: zhHant }, en: { translation: en } },
  lng: readStoredLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
});
applyLanguage(currentLanguage());

export { i18n };
