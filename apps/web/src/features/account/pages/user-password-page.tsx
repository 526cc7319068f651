import { Alert, Button, Form } from 'antd';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { RouterLink } from '../../../components/router-link';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useStoredUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { type ChangePasswordInput, useChangePassword } from '../api/change-password';
import { usePasswordStatus } from '../api/get-password-status';
import { AccountPage } from '../components/account-page';
import { QueryStatus } from '../components/query-status';

const fieldNames = ['currentPassword', 'newPassword'] as const;
const fieldMapping = { codeFields: { PASSWORD_INCORRECT: 'currentPassword' } } as const;

/** Change my password; the other devices are signed out, this one stays, and a toast says so. */
export default function UserPasswordPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const status = usePasswordStatus();
  const [form] = Form.useForm<ChangePasswordInput>();
  const change = useChangePassword();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames, fieldMapping);

  const submit = ({ currentPassword, newPassword }: ChangePasswordInput) => {
    clearError();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ endedSessions }) => {
          toast.info(
            endedSessions > 0
              ? t('changePassword.endedOthers', { count: endedSessions })
              : t('changePassword.changed'),
          );
          form.resetFields();
        },
        onError: showError,
      },
    );
  };

  const changedAt = status.data?.changedAt;
  return (
    <AccountPage title={t('pages.userPassword.title')} description={t('pages.userPassword.description')}>
      <QueryStatus isPending={status.isPending} error={status.error} onRetry={() => void status.refetch()} />
      {status.data && !status.data.hasPassword && (
        <Alert
          type="info"
          showIcon
          title={t('changePassword.noPassword')}
          action={<RouterLink to="/forgot-password">{t('login.forgotPassword')}</RouterLink>}
        />
      )}
      {status.data?.hasPassword && (
        <>
          <p>
            {changedAt
              ? t('changePassword.changedAt', { time: formatRelativeTime(changedAt) })
              : t('changePassword.neverChanged')}
          </p>
          <Form
            form={form}
            name="change-password"
            layout="vertical"
            requiredMark={false}
            onFinish={submit}
            className="account-form"
          >
            <FormErrorAlert message={formError} />
            {/* A hidden account field lets password managers file the new password under the right name. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={user?.account ?? ''}
              readOnly
              hidden
            />
            <Form.Item
              name="currentPassword"
              label={t('changePassword.current')}
              rules={[{ required: true, message: t('login.passwordRequired') }]}
            >
              <Password autoComplete="current-password" />
            </Form.Item>
            <NewPasswordFields
              name="newPassword"
              label={t('newPassword.newPassword')}
              account={user?.account ?? ''}
            />
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {t('changePassword.submit')}
            </Button>
          </Form>
        </>
      )}
    </AccountPage>
  );
}
