import { type AdminUser, updateUserInputSchema } from '@portal/contracts/user-admin';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { contractRules } from '../../../lib/contract-rules';
import { useCan } from '../../../lib/permissions';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useRoleOptions } from '../api/list-role-options';
import { useUserMutations } from '../api/users-resource';
import { RoleCheckboxes } from './role-checkboxes';

const fieldNames = ['roleIds'] as const;

interface AdminRolesFormProps {
  user: AdminUser;
  /** The administrator's own account: the server refuses own role changes (OWN_ROLES_LOCKED). */
  isOwnAccount: boolean;
}

/**
 * A user's roles. Saving a change ends the user's sessions; a role carrying a permission the
 * administrator lacks is locked (PERMISSION_NOT_HELD), and taking the last administrator's role away is
 * refused (LAST_ADMINISTRATOR): both shown on the boxes.
 */
export function AdminRolesForm({ user, isOwnAccount }: AdminRolesFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ roleIds: string[] }>();
  const canReadRoles = useCan('roles:read');
  const roles = useRoleOptions(canReadRoles);
  const { update } = useUserMutations();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);
  const roleList = roles.data?.data ?? [];

  if (!canReadRoles) return <Alert type="info" showIcon title={t('users.roles.cannotRead')} />;
  if (roles.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('users.roles.loadFailed')}
        action={<Button onClick={() => void roles.refetch()}>{t('users.roles.retry')}</Button>}
      />
    );
  }

  const submit = ({ roleIds }: { roleIds: string[] }) => {
    clearError();
    update.mutate(
      { id: user.id, roleIds },
      {
        onSuccess: (saved) => toast.info(t('users.edit.rolesSaved', { name: saved.name })),
        onError: showError,
      },
    );
  };

  return (
    <Form
      form={form}
      name="user-roles"
      layout="vertical"
      requiredMark={false}
      initialValues={{ roleIds: user.roles.map((role) => role.id) }}
      onFinish={submit}
      disabled={isOwnAccount}
      className="user-admin-form"
    >
      <FormErrorAlert message={formError} />
      <p>{t('users.edit.rolesNote')}</p>
      <Form.Item
        name="roleIds"
        // Nothing chosen and too few say the same: once.
        validateFirst
        label={t('users.fields.roles')}
        rules={[
          { required: true, type: 'array', message: t('users.roles.required') },
          ...contractRules(updateUserInputSchema.shape.roleIds, {
            tooShort: () => t('users.roles.required'),
          }),
        ]}
      >
        <RoleCheckboxes roles={roleList} disabled={isOwnAccount} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending || roles.isPending}>
        {t('users.edit.saveRoles')}
      </Button>
    </Form>
  );
}
