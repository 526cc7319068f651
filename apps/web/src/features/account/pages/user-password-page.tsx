import { Button, Form } from 'antd';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { QueryState } from '../../../components/query-state';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useStoredUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { type ChangePasswordInput, useChangePassword } from '../api/change-password';
import { usePasswordStatus } from '../api/get-password-status';
import { AccountPage } from '../components/account-page';

// Setting a first password shows no current-password field: an error naming it is for the whole form.
const changeFieldNames = ['currentPassword', 'newPassword'] as const;
const setFieldNames = ['newPassword'] as const;
const fieldMapping = { codeFields: { PASSWORD_INCORRECT: 'currentPassword' } } as const;

/**
 * Change my password; or, for an account made by a Google or Facebook sign-in (no password yet), set a
 * first one. Either way the other devices are signed out, this one stays, and a toast says so.
 */
export default function UserPasswordPage() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const status = usePasswordStatus();
  const [form] = Form.useForm<ChangePasswordInput>();
  const change = useChangePassword();
  const hasPassword = status.data?.hasPassword ?? true;
  const { formError, showError, clearError } = useApiFormErrors(
    form,
    hasPassword ? changeFieldNames : setFieldNames,
    fieldMapping,
  );

  const submit = ({ currentPassword, newPassword }: ChangePasswordInput) => {
    clearError();
    const isFirst = !hasPassword;
    change.mutate(isFirst ? { newPassword } : { currentPassword, newPassword }, {
      onSuccess: ({ endedSessions }) => {
        const [doneKey, endedKey] = isFirst
          ? (['changePassword.set', 'changePassword.setEndedOthers'] as const)
          : (['changePassword.changed', 'changePassword.endedOthers'] as const);
        toast.info(endedSessions > 0 ? t(endedKey, { count: endedSessions }) : t(doneKey));
        form.resetFields();
      },
      onError: showError,
    });
  };

  const changedAt = status.data?.changedAt;
  const account = user?.account ?? '';
  const changedText = changedAt
    ? t('changePassword.changedAt', { time: formatRelativeTime(changedAt) })
    : t('changePassword.neverChanged');
  return (
    <AccountPage title={t('pages.userPassword.title')} description={t('pages.userPassword.description')}>
      <QueryState
        errorTitle={t('account.loadFailed')}
        isPending={status.isPending}
        error={status.error}
        onRetry={() => void status.refetch()}
      />
      {status.data && (
        <>
          <p>{hasPassword ? changedText : t('changePassword.setIntro', { account })}</p>
          <Form
            form={form}
            name={hasPassword ? 'change-password' : 'set-password'}
            layout="vertical"
            requiredMark={false}
            onFinish={submit}
            className="account-form"
          >
            <FormErrorAlert message={formError} />
            {/* A hidden account field lets password managers file the new password under the right name. */}
            <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
            {hasPassword && (
              <Form.Item
                name="currentPassword"
                label={t('changePassword.current')}
                rules={[{ required: true, message: t('login.passwordRequired') }]}
              >
                <Password autoComplete="current-password" />
              </Form.Item>
            )}
            <NewPasswordFields
              name="newPassword"
              label={t(hasPassword ? 'newPassword.newPassword' : 'newPassword.password')}
              account={account}
            />
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {t(hasPassword ? 'changePassword.submit' : 'changePassword.setSubmit')}
            </Button>
          </Form>
        </>
      )}
    </AccountPage>
  );
}
