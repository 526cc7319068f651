import type { AdminUser } from '@portal/contracts/user-admin';
import { Alert, Flex, Popconfirm, Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUserMutations } from '../api/users-resource';
import { UserStatusTag } from './user-tags';

interface AdminStatusControlProps {
  user: AdminUser;
  isOwnAccount: boolean;
}

/**
 * Enables or disables the user, after a confirmation saying what it does: disabling signs the user out
 * everywhere at once. Refusals (the last administrator, the own account) are shown under the switch.
 */
export function AdminStatusControl({ user, isOwnAccount }: AdminStatusControlProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const { update } = useUserMutations();
  const isActive = user.status === 'active';
  const next = isActive ? 'disabled' : 'active';

  const confirm = () =>
    update.mutateAsync({ id: user.id, status: next }).then(
      (saved) =>
        toast.info(
          t(saved.status === 'active' ? 'users.edit.enabledDone' : 'users.edit.disabledDone', {
            name: saved.name,
          }),
        ),
      () => undefined,
    );

  return (
    <>
      <Flex wrap gap="small" align="center">
        <span id={labelId}>{t('users.edit.statusSwitch')}</span>
        <Popconfirm
          title={t(isActive ? 'users.edit.disableConfirm' : 'users.edit.enableConfirm', { name: user.name })}
          okText={t(isActive ? 'users.edit.disable' : 'users.edit.enable')}
          okButtonProps={{ danger: isActive }}
          cancelText={t('resource.cancel')}
          onConfirm={confirm}
          disabled={isOwnAccount}
        >
          <Switch
            checked={isActive}
            disabled={isOwnAccount}
            loading={update.isPending}
            aria-labelledby={labelId}
          />
        </Popconfirm>
        <UserStatusTag status={user.status} />
      </Flex>
      {!isActive && (
        <Alert type="warning" showIcon title={t('users.edit.disabledNote')} className="user-admin-note" />
      )}
      {update.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={splitApiError(update.error, []).general.join(' ')}
          className="user-admin-note"
        />
      )}
    </>
  );
}
