import type { Language } from '@portal/contracts/i18n';

/** A category's or attribute's name in the interface language (English falls back to Chinese). */
export function localName(item: { nameZh: string; nameEn: string }, language: Language): string {
  return language === 'en' ? item.nameEn || item.nameZh : item.nameZh;
}
