import { type MailPreferenceKind, mailPreferenceKinds } from '@portal/contracts/notifications';
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
 * saved at once. Kinds whose mail belongs to a review process show as always on; mail-only kinds
 * (announcements, which the bell counts as unread announcements rather than listing) say so on their row.
 */
export default function NotificationPreferencesPage() {
  useTextBundles('notifications');
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  const change = async (kind: MailPreferenceKind, mail: boolean) => {
    const saved = await save.mutateAsync({ preferences: [{ kind, mail }] });
    const name = t(`notifications.kindNames.${kind}`);
    const mailOnly = saved.preferences.find((row) => row.kind === kind)?.mailOnly;
    toast.info(
      mail
        ? t('notifications.mailOn', { kind: name })
        : t(mailOnly ? 'notifications.mailOffMailOnly' : 'notifications.mailOff', { kind: name }),
    );
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
          dataSource={mailPreferenceKinds.filter((kind) => byKind.has(kind))}
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
                    row?.mailAlways || row?.mailOnly ? (
                      <span style={{ color: token.colorTextSecondary }}>
                        {t(row.mailAlways ? 'notifications.mailAlways' : 'notifications.mailOnly')}
                      </span>
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
