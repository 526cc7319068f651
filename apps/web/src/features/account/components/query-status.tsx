import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../../lib/form-errors';

interface QueryStatusProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** What a page shows while its data loads, or when it could not be loaded (with a retry). */
export function QueryStatus({ isPending, error, onRetry }: QueryStatusProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('account.loadFailed')}
        description={splitApiError(error, []).general.join(' ')}
        action={<Button onClick={onRetry}>{t('account.retry')}</Button>}
      />
    );
  }
  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  return null;
}
