import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../lib/form-errors';

interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** The alert's title when the data could not be loaded, in the page's own words. */
  errorTitle: string;
  /** What shows while loading; a skeleton of the content unless given. */
  loading?: ReactNode;
}

/** What a page shows while its data loads, or when it could not be loaded (with a retry). */
export function QueryState({ isPending, error, onRetry, errorTitle, loading }: QueryStateProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorTitle}
        description={splitApiError(error, []).general.join(' ')}
        action={<Button onClick={onRetry}>{t('loadFailed.retry')}</Button>}
      />
    );
  }
  if (isPending) return loading ?? <Skeleton active paragraph={{ rows: 4 }} />;
  return null;
}
