import { allPermissions, systemRoleCodes } from '@portal/contracts/permissions';
import { type Role, roleInsertSchema } from '@portal/contracts/roles';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceFormDrawer } from '../../../components/resource/resource-form-drawer';
import { contractRules, maxLengthOf } from '../../../lib/contract-rules';
import { usePermissions } from '../../../lib/permissions';
import { useLanguage } from '../../../lib/use-language';
import { useRoleMutations } from '../api/roles-resource';
import { roleName } from '../role-texts';
import { PermissionCheckboxes } from './permission-checkboxes';

interface RoleValues {
  nameZh: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  permissions: string[];
}

const fieldNames = ['nameZh', 'nameEn', 'description', 'descriptionEn', 'permissions'] as const;
const emptyRole: RoleValues = { nameZh: '', nameEn: '', description: '', descriptionEn: '', permissions: [] };
const fields = roleInsertSchema.shape;

interface RoleFormDrawerProps {
  open: boolean;
  /** The role to edit; none to add one. */
  role: Role | null;
  onClose: () => void;
}

/**
 * Adds or edits a role. The administrator role keeps every permission, so its boxes are locked; the
 * server refuses a permission the editor does not hold itself (PERMISSION_NOT_HELD, on the boxes).
 */
export function RoleFormDrawer({ open, role, onClose }: RoleFormDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { insert, update } = useRoleMutations();
  const offerAll = usePermissions().includes(allPermissions);
  const isAdministratorRole = role?.code === systemRoleCodes.administrator;
  const initialValues: RoleValues = role
    ? {
        nameZh: role.nameZh,
        nameEn: role.nameEn,
        description: role.description,
        descriptionEn: role.descriptionEn,
        permissions: role.permissions,
      }
    : emptyRole;

  return (
    <ResourceFormDrawer<RoleValues, Role>
      open={open}
      name="role"
      title={role ? t('roles.editTitle', { name: roleName(role, language) }) : t('roles.addTitle')}
      initialValues={initialValues}
      fieldNames={fieldNames}
      onSubmit={(values) =>
        role ? update.mutateAsync({ id: role.id, ...values }) : insert.mutateAsync(values)
      }
      successMessage={(saved) =>
        t(role ? 'roles.saved' : 'roles.created', { name: roleName(saved, language) })
      }
      onClose={onClose}
    >
      <Form.Item
        name="nameZh"
        label={t('roles.nameZh')}
        rules={[{ required: true, whitespace: true }, ...contractRules(fields.nameZh)]}
      >
        <Input maxLength={maxLengthOf(fields.nameZh)} />
      </Form.Item>
      <Form.Item
        name="nameEn"
        label={t('roles.nameEn')}
        extra={t('roles.nameEnHint')}
        rules={contractRules(fields.nameEn)}
      >
        <Input maxLength={maxLengthOf(fields.nameEn)} lang="en" />
      </Form.Item>
      <Form.Item name="description" label={t('roles.description')} rules={contractRules(fields.description)}>
        <Input.TextArea
          maxLength={maxLengthOf(fields.description)}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      </Form.Item>
      <Form.Item
        name="descriptionEn"
        label={t('roles.descriptionEn')}
        extra={t('roles.descriptionEnHint')}
        rules={contractRules(fields.descriptionEn)}
      >
        <Input.TextArea
          maxLength={maxLengthOf(fields.descriptionEn)}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          lang="en"
        />
      </Form.Item>
      {isAdministratorRole && (
        <Alert type="info" showIcon title={t('roles.adminLocked')} className="form-error-alert" />
      )}
      <Form.Item name="permissions" label={t('roles.permissions')}>
        <PermissionCheckboxes disabled={isAdministratorRole} offerAll={offerAll} />
      </Form.Item>
    </ResourceFormDrawer>
  );
}
