import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface WidgetQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * One widget: a card with its heading, and its own loading (skeleton), error (with "try again"), empty
 * and loaded states. `isEmpty` decides the empty state from the answer; `children` renders the answer.
 */
export function WidgetCard<T>({
  title,
  query,
  isEmpty,
  empty,
  extra,
  children,
}: {
  title: string;
  query: WidgetQuery<T>;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  extra?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  else if (query.isError || query.data === undefined)
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('dashboard.loadFailed')}
        action={
          <Button size="small" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('dashboard.retry')}
          </Button>
        }
      />
    );
  else if (isEmpty?.(query.data)) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  else body = children(query.data);
  return (
    <Card
      className="dashboard-card"
      size="small"
      title={<h3 className="dashboard-card-title">{title}</h3>}
      extra={extra}
      aria-busy={query.isPending}
    >
      {body}
    </Card>
  );
}
