import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { AdminUser } from '@portal/contracts/user-admin';
import { Alert, Button, Card, Descriptions, Flex, Result, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { CardTitle } from '../../../components/page-frame';
import { ApiError } from '../../../lib/api-client';
import { splitApiError } from '../../../lib/form-errors';
import { useUsersTexts } from '../../../lib/i18n';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useStoredUser } from '../../../lib/session';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { useLanguage } from '../../../lib/use-language';
import { useUser } from '../api/get-user';
import { AdminMailActions } from '../components/admin-mail-actions';
import { AdminProfileForm } from '../components/admin-profile-form';
import { AdminRolesForm } from '../components/admin-roles-form';
import { AdminStatusControl } from '../components/admin-status-control';
import { UserAdminPage } from '../components/user-admin-page';
import { EmailVerifiedTag, UserStatusTag } from '../components/user-tags';
import { vendorText } from '../user-display';

/** Account facts the administrator cannot change here. */
function UserFacts({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useLanguage();
  const muted = (text: string) => <span style={{ color: token.colorTextDescription }}>{text}</span>;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'account', label: t('users.fields.account'), children: user.account },
        { key: 'status', label: t('users.fields.status'), children: <UserStatusTag status={user.status} /> },
        {
          key: 'email',
          label: t('users.fields.email'),
          children: user.email ? (
            <Flex wrap gap={4} align="center">
              <span>{user.email}</span>
              <EmailVerifiedTag isVerified={user.emailVerified} />
              {user.pendingEmail && muted(t('users.pendingEmail', { email: user.pendingEmail }))}
            </Flex>
          ) : (
            muted(t('users.notSet'))
          ),
        },
        {
          key: 'password',
          label: t('users.fields.password'),
          children: user.hasPassword ? t('users.hasPassword') : muted(t('users.noPassword')),
        },
        {
          key: 'vendor',
          label: t('users.fields.vendor'),
          children: user.vendor ? vendorText(user.vendor, t) : muted(t('users.none')),
        },
        {
          key: 'lastSignIn',
          label: t('users.fields.lastSignIn'),
          children: user.lastSignInTime
            ? formatRelativeTime(user.lastSignInTime, { language })
            : muted(t('users.neverSignedIn')),
        },
        {
          key: 'created',
          label: t('users.fields.created'),
          children: formatTaipeiTime(user.createdTime, 'minute'),
        },
      ]}
    />
  );
}

/**
 * `user-edit?id=` for holders of users:write: a user's profile, roles, status and the two mails. On the
 * administrator's own account roles and status are locked (the server refuses them: OWN_ROLES_LOCKED).
 */
export default function UserAdminEditPage() {
  useUsersTexts();
  const { t } = useTranslation();
  const id = new URLSearchParams(useLocation().search).get('id') ?? '';
  const me = useStoredUser();
  const query = useUser(id);
  const user = query.data;
  const isOwnAccount = Boolean(user && me?.id === user.id);

  const back = (
    <LinkButton to="../user" type="link" icon={<ArrowLeftOutlined aria-hidden />}>
      {t('users.edit.back')}
    </LinkButton>
  );

  if (!user) {
    const isMissing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <UserAdminPage title={t('users.list.title')} actions={back}>
        {query.isPending && <Spin />}
        {isMissing && <Result status="warning" title={t('users.edit.notFound')} />}
        {query.error && !isMissing && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('users.edit.loadFailed')}
            description={splitApiError(query.error, []).general.join(' ')}
            action={<Button onClick={() => void query.refetch()}>{t('users.edit.retry')}</Button>}
          />
        )}
      </UserAdminPage>
    );
  }

  return (
    <UserAdminPage title={t('users.edit.title', { name: user.name })} actions={back}>
      <Flex vertical gap="middle">
        <Card title={<CardTitle>{t('users.edit.facts')}</CardTitle>}>
          <UserFacts user={user} />
        </Card>
        {isOwnAccount && <Alert type="info" showIcon title={t('users.edit.ownAccount')} />}
        <Card title={<CardTitle>{t('users.edit.profile')}</CardTitle>}>
          {/* A saved change elsewhere (another tab) starts the form again from the stored values. */}
          <AdminProfileForm key={`${user.email}|${user.mobile}|${user.name}`} user={user} />
        </Card>
        <Card title={<CardTitle>{t('users.edit.roles')}</CardTitle>}>
          <AdminRolesForm user={user} isOwnAccount={isOwnAccount} />
        </Card>
        <Card title={<CardTitle>{t('users.edit.status')}</CardTitle>}>
          <AdminStatusControl user={user} isOwnAccount={isOwnAccount} />
        </Card>
        <Card title={<CardTitle>{t('users.edit.mail')}</CardTitle>}>
          <AdminMailActions user={user} />
        </Card>
      </Flex>
    </UserAdminPage>
  );
}
