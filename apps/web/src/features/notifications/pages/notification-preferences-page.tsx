import { type NotificationKind, notificationKinds } from '@portal/contracts/notifications';
import { List, Switch, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { RouterLink } from '../../../components/router-link';
import { useTextBundles } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications-api';

/**
 * 通知設定: every kind comes to the bell; each switch says whether it also comes by mail. A change is
 * saved at once. Kinds whose mail belongs to a review process show as always on.
 */
export default function NotificationPreferencesPage() {
  useTextBundles('notifications');
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  const change = async (kind: NotificationKind, mail: boolean) => {
    await save.mutateAsync({ preferences: [{ kind, mail }] });
    const name = t(`notifications.kindNames.${kind}`);
    toast.info(mail ? t('notifications.mailOn', { kind: name }) : t('notifications.mailOff', { kind: name }));
  };

  const byKind = new Map(preferences.data?.preferences.map((row) => [row.kind, row]));
  return (
    <PageFrame
      className="notification-preferences-page"
      title={t('pages.notificationPreferences.title')}
      description={t('pages.notificationPreferences.description')}
      actions={<RouterLink to="../notifications">{t('notifications.back')}</RouterLink>}
    >
      <p>{t('notifications.preferencesIntro')}</p>
      {preferences.data ? (
        <List
          bordered
          header={<strong>{t('notifications.mailColumn')}</strong>}
          dataSource={notificationKinds.filter((kind) => byKind.has(kind))}
          renderItem={(kind) => {
            const row = byKind.get(kind);
            const name = t(`notifications.kindNames.${kind}`);
            return (
              <List.Item
                extra={
                  <Switch
                    aria-label={name}
                    checked={row?.mail ?? true}
                    disabled={row?.mailAlways || save.isPending}
                    onChange={(checked) => void change(kind, checked).catch(() => undefined)}
                  />
                }
              >
                <List.Item.Meta
                  title={name}
                  description={
                    row?.mailAlways ? (
                      <span style={{ color: token.colorTextSecondary }}>{t('notifications.mailAlways')}</span>
                    ) : undefined
                  }
                />
              </List.Item>
            );
          }}
        />
      ) : (
        <QueryState
          isPending={preferences.isPending}
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
          errorTitle={t('pages.notificationPreferences.title')}
        />
      )}
    </PageFrame>
  );
}
