import { Result, Spin } from 'antd';
import { ApiError } from '../lib/api-client';
import { QueryState } from './query-state';

interface RecordStateProps {
  /** The record asked for (from the address); empty when none was. */
  id: string;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  notFound: string;
  errorTitle: string;
}

/**
 * What a detail page shows until its record is there: a warning when there is no such record (none
 * asked for, or the server knows none), a spinner while loading, or the failure with a retry.
 */
export function RecordState({ id, query, notFound, errorTitle }: RecordStateProps) {
  const isMissing =
    id === '' ||
    (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));
  if (isMissing) return <Result status="warning" title={notFound} />;
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      errorTitle={errorTitle}
      loading={<Spin />}
    />
  );
}
