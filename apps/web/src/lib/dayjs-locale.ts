import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import utc from 'dayjs/plugin/utc';
import { currentLanguage, dayjsLocaleOf, i18n, isLanguage } from './i18n';

/**
 * dayjs in the interface language. Imported by the modules that format dates (not by i18n), so the
 * sign-in page, which shows none, does not download dayjs at all (it has a 200 KB budget).
 */
// UTC mode holds Taiwan wall-clock times (taipei-time.ts) without the browser's zone creeping in.
dayjs.extend(utc);
dayjs.locale(dayjsLocaleOf(currentLanguage()));
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) dayjs.locale(dayjsLocaleOf(language));
});

export { dayjs };
