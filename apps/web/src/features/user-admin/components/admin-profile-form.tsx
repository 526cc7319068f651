import type { AdminUser } from '@portal/contracts/user-admin';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useUserMutations } from '../api/users-resource';
import { type AdminProfileValues, adminProfileChanges, adminProfileValues } from '../edit-values';
import { UserProfileFields } from './profile-fields';

const fieldNames = ['name', 'email', 'mobile', 'jobTitle', 'language'] as const;

/** A user's name, e-mail, mobile, job title and language; only the changed fields are sent. */
export function AdminProfileForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdminProfileValues>();
  const { update } = useUserMutations();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);

  const submit = (values: AdminProfileValues) => {
    clearError();
    const changes = adminProfileChanges(values, user);
    if (Object.keys(changes).length === 0) {
      toast.info(t('users.edit.noChanges'));
      return;
    }
    update.mutate(
      { id: user.id, ...changes },
      {
        onSuccess: (saved) => {
          toast.info(t('users.edit.saved', { name: saved.name }));
          form.setFieldsValue(adminProfileValues(saved));
        },
        onError: showError,
      },
    );
  };

  return (
    <Form<AdminProfileValues>
      form={form}
      name="user-profile"
      layout="vertical"
      requiredMark={false}
      initialValues={adminProfileValues(user)}
      onFinish={submit}
      className="user-admin-form"
    >
      <FormErrorAlert message={formError} />
      <UserProfileFields isEmailRequired={Boolean(user.email)} />
      <Alert type="info" showIcon title={t('users.edit.emailNote')} className="form-error-alert" />
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('users.edit.save')}
      </Button>
    </Form>
  );
}
