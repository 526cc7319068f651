import { defaultLanguage, type Language, languages } from '@portal/contracts/i18n';

/**
 * The chosen language is remembered in localStorage; without a choice the portal speaks zh-Hant.
 * Apart from i18n.ts (which loads i18next) so the early calls' script can read it too.
 */
export const languageStorageKey = 'portal.language';

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
