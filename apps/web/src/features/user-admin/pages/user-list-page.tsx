import EditOutlined from '@ant-design/icons/EditOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import type { AdminUser } from '@portal/contracts/user-admin';
import { userStatuses } from '@portal/contracts/user-admin-keys';
import { Button } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import type { ResourceFilter } from '../../../components/resource/list-state';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { useUsersTexts } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { useLanguage } from '../../../lib/use-language';
import { useRoleOptions } from '../api/list-role-options';
import { usersResource } from '../api/users-resource';
import { useUserColumns } from '../components/user-columns';
import { roleLabel } from '../user-display';
import '../user-admin.css';

/**
 * The users list for holders of users:read (shown on the `user` page instead of "my basic data", which
 * stays one click away): search, filters, sorting and paging by the server; adding and editing need
 * users:write.
 */
export default function UserListPage() {
  useUsersTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const canWrite = useCan('users:write');
  const canReadRoles = useCan('roles:read');
  const roles = useRoleOptions(canReadRoles);
  const columns = useUserColumns();

  const roleOptions = roles.data?.data ?? [];
  const filters: ResourceFilter[] = [
    // Without roles:read the roles cannot be listed, so there is nothing to filter by.
    ...(roleOptions.length > 0
      ? [
          {
            kind: 'select' as const,
            name: 'roleId',
            label: t('users.fields.roles'),
            options: roleOptions.map((role) => ({ value: role.id, label: roleLabel(role, language) })),
          },
        ]
      : []),
    {
      kind: 'select',
      name: 'status',
      label: t('users.fields.status'),
      options: userStatuses.map((status) => ({ value: status, label: t(`users.status.${status}`) })),
    },
    {
      kind: 'boolean',
      name: 'emailVerified',
      label: t('users.fields.emailVerified'),
      trueLabel: t('users.verified'),
      falseLabel: t('users.unverified'),
    },
    {
      kind: 'boolean',
      name: 'hasVendor',
      label: t('users.fields.hasVendor'),
      trueLabel: t('users.list.withVendor'),
      falseLabel: t('users.list.withoutVendor'),
    },
  ];

  // Kept while `t` is: the roles arriving redraw this page, not its rows (resource-list-results.tsx).
  const rowActions = useCallback(
    (user: AdminUser) => (
      <Button
        type="link"
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('resource.editNamed', { name: user.name })}
        onClick={() => void navigate(`../user-edit?id=${encodeURIComponent(user.id)}`)}
      >
        {t('resource.edit')}
      </Button>
    ),
    [t, navigate],
  );

  return (
    <ResourceListPage<AdminUser>
      resource={usersResource}
      exportList="Users"
      title={t('users.list.title')}
      description={t('users.list.description')}
      columns={columns}
      filters={filters}
      keyword={{ placeholder: t('users.list.keywordPlaceholder') }}
      defaultSort={{ field: 'createdTime', dir: 'desc' }}
      emptyText={t('users.list.empty')}
      toolbar={
        <>
          <LinkButton to="../user/profile" icon={<IdcardOutlined aria-hidden />}>
            {t('users.list.myProfile')}
          </LinkButton>
          {canWrite && (
            <LinkButton to="../user-wizard" type="primary" icon={<UserAddOutlined aria-hidden />}>
              {t('users.list.add')}
            </LinkButton>
          )}
        </>
      }
      rowActions={canWrite ? rowActions : undefined}
    />
  );
}
