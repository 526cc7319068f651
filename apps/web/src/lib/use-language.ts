import { defaultLanguage, type Language } from '@portal/contracts/i18n';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './i18n';

/** The interface language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
