import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { allPermissions, permissions } from '@portal/contracts/permissions';
import type { Role } from '@portal/contracts/roles';
import { Button, Flex } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountWhenOpened } from '../../../components/mount-when-opened';
import type { ResourceFilter } from '../../../components/resource/list-state';
import { ResourceDeleteButton } from '../../../components/resource/resource-delete-button';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { useAdminTexts } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions';
import { useLanguage } from '../../../lib/use-language';
import { rolesResource, useRoleMutations } from '../api/roles-resource';
import { useRoleColumns } from '../components/role-columns';
import { permissionLabel, roleName } from '../role-texts';
import '../roles.css';

const RoleFormDrawer = lazy(() =>
  import('../components/role-form-drawer').then((module) => ({ default: module.RoleFormDrawer })),
);

/** The drawer: open or not, adding (no role) or editing a role. */
interface Editing {
  open: boolean;
  role: Role | null;
}

/**
 * 角色與權限: the roles, their permissions and how many users hold each. Adding, editing and deleting
 * need 'roles:write'; built-in roles cannot be deleted (the server says so too).
 */
export default function RolePage() {
  useAdminTexts();
  const { t } = useTranslation();
  const language = useLanguage();
  const canWrite = useCan('roles:write');
  const columns = useRoleColumns();
  const { remove } = useRoleMutations();
  // The role stays set while the drawer closes, so its title does not change during the animation.
  const [editing, setEditing] = useState<Editing>({ open: false, role: null });

  const filters: ResourceFilter[] = [
    {
      kind: 'select',
      name: 'permission',
      label: t('roles.permissions'),
      options: [
        { value: allPermissions, label: t('roles.allPermissions') },
        ...permissions.map((name) => ({ value: name, label: permissionLabel(name, language) })),
      ],
    },
    {
      kind: 'boolean',
      name: 'isSystem',
      label: t('roles.type'),
      trueLabel: t('roles.system'),
      falseLabel: t('roles.custom'),
    },
  ];

  const rowActions = (role: Role) => {
    const name = roleName(role, language);
    return (
      <Flex gap="small" wrap={false}>
        <Button
          type="link"
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('resource.editNamed', { name })}
          onClick={() => setEditing({ open: true, role })}
        >
          {t('resource.edit')}
        </Button>
        {!role.isSystem && <ResourceDeleteButton name={name} onDelete={() => remove.mutateAsync(role.id)} />}
      </Flex>
    );
  };

  return (
    <ResourceListPage<Role>
      resource={rolesResource}
      title={t('pages.role.title')}
      description={t('pages.role.description')}
      columns={columns}
      filters={filters}
      keyword={{ placeholder: t('roles.keywordPlaceholder') }}
      emptyText={t('roles.empty')}
      toolbar={
        canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ open: true, role: null })}
          >
            {t('roles.add')}
          </Button>
        )
      }
      rowActions={canWrite ? rowActions : undefined}
    >
      {canWrite && (
        <MountWhenOpened open={editing.open}>
          <RoleFormDrawer
            open={editing.open}
            role={editing.role}
            onClose={() => setEditing((current) => ({ ...current, open: false }))}
          />
        </MountWhenOpened>
      )}
    </ResourceListPage>
  );
}
