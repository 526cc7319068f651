import { displayCookieName, displayCookieValue } from '@portal/contracts/display';

const oneYearSeconds = 365 * 24 * 3600;

/**
 * Tells the server, in a cookie, the language and mode this browser shows the portal in, read from the
 * document (`lang`, the `dark` class). The server sends a page drawn ahead of time in zh-Hant and light
 * mode (login.html) only when it would look right: never a flash of Chinese or of light mode before the
 * visitor's own choice takes over.
 */
export function rememberDisplay(): void {
  const root = document.documentElement;
  const language = root.lang === 'en' ? 'en' : 'zh-Hant';
  const value = displayCookieValue(language, root.classList.contains('dark'));
  // biome-ignore lint/suspicious/noDocumentCookie: one plain write; the Cookie Store API is asynchronous and missing from older browsers
  document.cookie = `${displayCookieName}=${value}; path=/; max-age=${oneYearSeconds}; samesite=lax`;
}
