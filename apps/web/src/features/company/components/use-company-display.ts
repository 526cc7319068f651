import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRocDate } from '../../../lib/roc-date';
import { useFormatAmount } from '../../../lib/use-format-amount';
import { useLanguage } from '../../../lib/use-language';

/** How the vendor pages write amounts (the configured digit grouping) and registry dates (民國). */
export function useCompanyDisplay() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatAmount = useFormatAmount();
  const amount = useCallback(
    (value: number | null | undefined) =>
      value === null || value === undefined
        ? ''
        : t('company.common.amount', { amount: formatAmount(value) }),
    [t, formatAmount],
  );
  const rocDate = useCallback((iso: string | null | undefined) => formatRocDate(iso, language), [language]);
  return { amount, rocDate };
}
