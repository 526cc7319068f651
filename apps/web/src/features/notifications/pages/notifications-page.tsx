import { Button, Checkbox, Empty, Flex, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { RouterLink } from '../../../components/router-link';
import { useTextBundles } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useMarkNotificationsRead, useNotificationList } from '../api/notifications-api';
import { NotificationEntry } from '../components/notification-entry';
import '../notifications.css';

const pageSize = 20;

/** 我的通知: every notification of the signed-in person, newest first; unread only on request. */
export default function NotificationsPage() {
  useTextBundles('notifications');
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotificationList({ page, pageSize, unreadOnly });
  const markAll = useMarkNotificationsRead();

  const markAllRead = async () => {
    await markAll.mutateAsync({ all: true });
    toast.info(t('notifications.markedAllRead'));
  };

  return (
    <PageFrame
      className="notifications-page"
      title={t('pages.notifications.title')}
      description={t('pages.notifications.description')}
      actions={
        <Flex wrap gap="small" align="center">
          <RouterLink to="../notifications/preferences">{t('notifications.preferences')}</RouterLink>
          <Button
            onClick={() => void markAllRead()}
            loading={markAll.isPending}
            disabled={(list.data?.unreadCount ?? 0) === 0}
          >
            {t('notifications.markAllRead')}
          </Button>
        </Flex>
      }
    >
      <Checkbox
        checked={unreadOnly}
        style={{ marginBottom: 16 }}
        onChange={(event) => {
          setUnreadOnly(event.target.checked);
          setPage(1);
        }}
      >
        {t('notifications.unreadOnly')}
      </Checkbox>
      {list.data ? (
        <List
          bordered
          dataSource={list.data.data}
          loading={list.isFetching && list.isPlaceholderData}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={unreadOnly ? t('notifications.emptyUnread') : t('notifications.empty')}
              />
            ),
          }}
          pagination={
            list.data.totalCount > pageSize
              ? {
                  current: page,
                  pageSize,
                  total: list.data.totalCount,
                  onChange: setPage,
                  showSizeChanger: false,
                  size: 'small',
                }
              : false
          }
          renderItem={(item) => (
            <List.Item>
              <NotificationEntry item={item} basePath=".." />
            </List.Item>
          )}
        />
      ) : (
        <QueryState
          isPending={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          errorTitle={t('pages.notifications.title')}
        />
      )}
    </PageFrame>
  );
}
