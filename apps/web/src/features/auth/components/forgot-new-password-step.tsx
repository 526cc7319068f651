import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useChangeForgottenPassword } from '../../../lib/api/change-forgotten-password';
import { hasErrorCode } from '../../../lib/form-errors';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';

const fieldNames = ['password'] as const;

interface ForgotNewPasswordStepProps {
  account: string;
  ticket: string;
  onChanged: () => void;
  onStartOver: () => void;
}

/** Step 3: the new password; every session of the account ends when it is saved. */
export function ForgotNewPasswordStep({
  account,
  ticket,
  onChanged,
  onStartOver,
}: ForgotNewPasswordStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const change = useChangeForgottenPassword();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);
  const [isTicketInvalid, setTicketInvalid] = useState(false);

  const submit = ({ password }: { password: string }) => {
    clearError();
    change.mutate(
      { ticket, password },
      {
        onSuccess: onChanged,
        onError: (error) => {
          showError(error);
          setTicketInvalid(hasErrorCode(error, 'TICKET_INVALID'));
        },
      },
    );
  };

  return (
    <Form form={form} name="forgot-password" layout="vertical" requiredMark={false} onFinish={submit}>
      {isTicketInvalid ? (
        <Alert
          type="error"
          showIcon
          title={formError}
          action={<Button onClick={onStartOver}>{t('forgotPassword.startOver')}</Button>}
          className="form-error-alert"
        />
      ) : (
        <FormErrorAlert message={formError} />
      )}
      {/* An e-mail typed in step 1 is not the account name, so only a plain account is checked. */}
      <NewPasswordFields
        label={t('newPassword.newPassword')}
        account={account.includes('@') ? '' : account}
      />
      <Button type="primary" htmlType="submit" block loading={change.isPending}>
        {t('forgotPassword.savePassword')}
      </Button>
    </Form>
  );
}
