import type { Language } from '@portal/contracts/i18n';
import { useLanguage } from './use-language';

const formats = new Map<Language, Intl.ListFormat>();

/**
 * Joins a list the way the language writes it: 「文具、印刷和包裝」 in zh-Hant, "Stationery, Printing,
 * and Packaging" in English.
 */
export function formatList(items: readonly string[], language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language, { type: 'conjunction', style: 'long' });
    formats.set(language, format);
  }
  return format.format(items);
}

/** `formatList` in the interface language, re-rendering when it changes. */
export function useFormatList(): (items: readonly string[]) => string {
  const language = useLanguage();
  return (items) => formatList(items, language);
}
