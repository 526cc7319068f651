import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../../lib/form-errors';

interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** What a vendor page shows while its data loads, or when it could not be loaded (with a retry). */
export function QueryState({ isPending, error, onRetry }: QueryStateProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('company.common.loadFailed')}
        description={splitApiError(error, []).general.join(' ')}
        action={<Button onClick={onRetry}>{t('company.common.retry')}</Button>}
      />
    );
  }
  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  return null;
}
