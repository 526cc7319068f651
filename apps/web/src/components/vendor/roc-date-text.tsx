import { useTranslation } from 'react-i18next';
import { formatRocDate } from '../../lib/roc-date';
import { useLanguage } from '../../lib/use-language';

/** A registry date in 民國 form with the Western date beside it (`民國76年2月21日 (1987-02-21)`); a dash for none. */
export function RocDateText({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation();
  const text = formatRocDate(value, useLanguage());
  if (!text || !value) return <span>{t('registry.none')}</span>;
  return (
    <time dateTime={value} className="audit-roc-date">
      {text}
    </time>
  );
}
