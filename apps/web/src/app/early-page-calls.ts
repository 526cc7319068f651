import { firstScreenUrls } from '../features/dashboard/dashboard-calls';
import { buildApiUrl } from '../lib/api-url';
import { sendEarly } from '../lib/early-calls';
import { isPhoneNow } from '../lib/phone-query';
import { readStoredLanguage } from '../lib/stored-language';
import { parseStoredUser, readStoredSession } from '../lib/stored-user';
import { dashboardFiles, listFiles, preloadLandingFiles } from './early-page-files';
import { isListPath } from './list-page-paths';

/** The addresses that show the dashboard: its own in each layout, and each layout's index (router.tsx). */
const dashboardPath = /^\/(?:(?:simple-menu|top-menu)(?:\/|$))?(?:dashboard\/?)?$/;

export function isDashboardPath(pathname: string): boolean {
  return dashboardPath.test(pathname);
}

/**
 * The calls a signed-in page's first screen makes, known from its address: the dashboard's first
 * screen, and the header's counts (every layout page; on a public page they go unused).
 */
export function earlyCallsOf(pathname: string): string[] {
  const shell = [buildApiUrl('Notifications/Unread'), buildApiUrl('News/Unread')];
  return isDashboardPath(pathname) ? [...firstScreenUrls(), ...shell] : shell;
}

/**
 * Sends those calls as soon as the page's HTML is read (src/early-calls.ts): their answers come back
 * while the app's modules load and run, instead of once the page has rendered, on a phone most of a
 * second later. On the dashboard, or a resource list, the page's files are asked for first, ahead of the
 * calls (over HTTP/1.1 a browser opens six connections to a server). Nothing without a stored session.
 */
export function sendEarlyCalls(pathname: string): void {
  const user = parseStoredUser(readStoredSession());
  if (!user) return;
  const language = readStoredLanguage();
  if (isDashboardPath(pathname)) preloadLandingFiles(dashboardFiles(pathname, language));
  else if (isListPath(pathname)) preloadLandingFiles(listFiles(pathname, language, isPhoneNow()));
  for (const url of earlyCallsOf(pathname)) sendEarly(url, language, user.token);
}
