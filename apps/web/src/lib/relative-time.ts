import type { Language } from '@portal/contracts/i18n';
import { dayjs } from './dayjs-locale';
import { currentLanguage, dayjsLocaleOf, i18n } from './i18n';
import { taipeiWallClock } from './taipei-time';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

export interface RelativeTimeOptions {
  /** The moment to measure from; defaults to now. */
  now?: Date | number | string;
  /** Defaults to the interface language. */
  language?: Language;
}

/**
 * Describes how long ago `value` was (spec §9), deciding in this order:
 * - under 60 seconds (or up to a minute in the future, for clock skew): "just now" / 剛剛;
 * - under 60 minutes: "N minutes ago";
 * - under 24 hours: "N hours ago" (elapsed time, even across midnight);
 * - otherwise by calendar days in Taiwan (Asia/Taipei, whatever the browser's zone) between the two dates: 1 day is "yesterday" / 昨天, 2–6 days
 *   "N days ago", 7–30 days "N weeks ago" (whole weeks, rounded down);
 * - 31 days or more, or further in the future: the full date, 'MMMM DD, YYYY' in English and
 *   'YYYY年M月D日' in Chinese (the Taiwanese way of writing a full date).
 */
export function formatRelativeTime(value: Date | number | string, options: RelativeTimeOptions = {}): string {
  const language = options.language ?? currentLanguage();
  const t = i18n.getFixedT(language);
  if (Number.isNaN(new Date(value).getTime())) return '';
  // Both moments as Taiwan wall-clock times, in dayjs's UTC mode: days and dates are Taiwan's.
  const time = dayjs.utc(taipeiWallClock(value));
  const now = dayjs.utc(taipeiWallClock(options.now ?? new Date()));

  const elapsedMs = now.valueOf() - time.valueOf();
  const fullDate = () => time.locale(dayjsLocaleOf(language)).format(t('time.fullDateFormat'));
  if (elapsedMs < -minuteMs) return fullDate();
  if (elapsedMs < minuteMs) return t('time.justNow');
  if (elapsedMs < hourMs) return t('time.minutesAgo', { count: Math.floor(elapsedMs / minuteMs) });
  if (elapsedMs < 24 * hourMs) return t('time.hoursAgo', { count: Math.floor(elapsedMs / hourMs) });

  const days = now.startOf('day').diff(time.startOf('day'), 'day');
  if (days <= 1) return t('time.yesterday');
  if (days < 7) return t('time.daysAgo', { count: days });
  if (days < 31) return t('time.weeksAgo', { count: Math.floor(days / 7) });
  return fullDate();
}
