import type { Role } from '@portal/contracts/roles';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceColumn } from '../../../components/resource/resource-table';
import { formatRelativeTime } from '../../../lib/relative-time';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { useLanguage } from '../../../lib/use-language';
import { roleDescription, roleName } from '../role-texts';
import { PermissionTags } from './permission-tags';

/** The columns of the roles list; name and update time are sorted by the server. */
export function useRoleColumns(): ResourceColumn<Role>[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      key: 'nameZh',
      title: t('roles.name'),
      sortable: true,
      render: (_value, role) => <strong>{roleName(role, language)}</strong>,
    },
    {
      key: 'description',
      title: t('roles.description'),
      render: (_value, role) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 320 }}>
          {roleDescription(role, language)}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'permissions',
      title: t('roles.permissions'),
      render: (_value, role) => <PermissionTags permissions={role.permissions} />,
    },
    { key: 'userCount', title: t('roles.userCount'), dataIndex: 'userCount', align: 'end' },
    {
      key: 'isSystem',
      title: t('roles.type'),
      render: (_value, role) =>
        role.isSystem ? <Tag color="blue">{t('roles.system')}</Tag> : <span>{t('roles.custom')}</span>,
    },
    {
      key: 'updatedTime',
      title: t('roles.updatedTime'),
      sortable: true,
      render: (_value, role) => (
        <time dateTime={role.updatedTime} title={formatTaipeiTime(role.updatedTime, 'minute')}>
          {formatRelativeTime(role.updatedTime, { language })}
        </time>
      ),
    },
  ];
}
