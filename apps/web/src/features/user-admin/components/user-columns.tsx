import type { AdminUser } from '@portal/contracts/user-admin';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn } from '../../../components/resource/resource-table';
import { WordTag } from '../../../components/word-tag';
import { formatRelativeTime } from '../../../lib/relative-time';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { useLanguage } from '../../../lib/use-language';
import { mobileText, roleLabel, vendorText } from '../user-display';
import { EmailVerifiedTag, UserStatusTag } from './user-tags';

/** The columns of the users list; account, name, last sign-in and creation are sorted by the server. */
export function useUserColumns(): ResourceColumn<AdminUser>[] {
  const { t } = useTranslation();
  const mutedColor = theme.useToken().token.colorTextDescription;
  const language = useLanguage();
  // The same columns while nothing they show changes, so the list page drawn again keeps its rows.
  return useMemo(() => {
    const muted = (text: string) => <span style={{ color: mutedColor }}>{text}</span>;
    const time = (value: string, text: string) => (
      <time dateTime={value} title={formatTaipeiTime(value, 'minute')}>
        {text}
      </time>
    );
    return [
      {
        key: 'account',
        title: t('users.fields.account'),
        sortable: true,
        render: (_value, user) => <strong>{user.account}</strong>,
      },
      { key: 'name', title: t('users.fields.name'), sortable: true, dataIndex: 'name' },
      {
        key: 'email',
        title: t('users.fields.email'),
        render: (_value, user) =>
          user.email ? (
            <span className="user-cell-tags">
              <span>{user.email}</span>
              <EmailVerifiedTag isVerified={user.emailVerified} />
            </span>
          ) : (
            muted(t('users.notSet'))
          ),
      },
      {
        key: 'mobile',
        title: t('users.fields.mobile'),
        render: (_value, user) =>
          user.mobile ? <span className="user-nowrap">{mobileText(user.mobile)}</span> : muted('—'),
      },
      {
        key: 'roles',
        title: t('users.fields.roles'),
        render: (_value, user) => (
          <span className="user-cell-tags">
            {user.roles.map((role) => (
              <WordTag key={role.id}>{roleLabel(role, language)}</WordTag>
            ))}
          </span>
        ),
      },
      {
        key: 'vendor',
        title: t('users.fields.vendor'),
        render: (_value, user) => (user.vendor ? vendorText(user.vendor, t) : muted(t('users.none'))),
      },
      {
        key: 'status',
        title: t('users.fields.status'),
        render: (_value, user) => <UserStatusTag status={user.status} />,
      },
      {
        key: 'lastSignInTime',
        title: t('users.fields.lastSignIn'),
        sortable: true,
        render: (_value, user) =>
          user.lastSignInTime
            ? time(user.lastSignInTime, formatRelativeTime(user.lastSignInTime, { language }))
            : muted(t('users.neverSignedIn')),
      },
      {
        key: 'createdTime',
        title: t('users.fields.created'),
        sortable: true,
        render: (_value, user) => time(user.createdTime, formatTaipeiTime(user.createdTime, 'date')),
      },
    ];
  }, [t, language, mutedColor]);
}
