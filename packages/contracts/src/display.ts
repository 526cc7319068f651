import { defaultLanguage } from './i18n';

/**
 * How a browser shows the portal, kept in a cookie so the server knows it before any script runs:
 * `<language>.<light|dark>`, for example `zh-Hant.light` or `en.dark`.
 */
export const displayCookieName = 'portal.display';

/** The display the build draws the public pages in ahead of time (login.html): a first visit's. */
export const prerenderedDisplay = `${defaultLanguage}.light`;

export function displayCookieValue(language: string, isDark: boolean): string {
  return `${language}.${isDark ? 'dark' : 'light'}`;
}
