import type { Language } from '@portal/contracts/i18n';

/** Registry dates read in 民國 (ROC calendar) in zh-Hant; `en` names the era Minguo. */
const rocLocales: Record<Language, string> = { 'zh-Hant': 'zh-TW-u-ca-roc', en: 'en-u-ca-roc' };
const formatters = new Map<Language, Intl.DateTimeFormat>();

function formatterOf(language: Language): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    // UTC on both sides: an ISO date is a calendar day, not an instant in the browser's zone.
    formatter = new Intl.DateTimeFormat(rocLocales[language], { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(language, formatter);
  }
  return formatter;
}

/**
 * An ISO date (`1987-02-21`) in the ROC calendar with the Western date beside it, as Taiwanese
 * registry papers are read: `民國76年2月21日 (1987-02-21)`, in English `February 21, 76 Minguo
 * (1987-02-21)`. Anything that is not a real ISO date gives an empty text.
 */
export function formatRocDate(iso: string | null | undefined, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return '';
  }
  return `${formatterOf(language).format(date)} (${iso})`;
}
