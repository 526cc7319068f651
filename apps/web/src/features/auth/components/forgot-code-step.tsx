import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeResend } from '../../../components/code-resend';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { VerificationCodeField } from '../../../components/verification-code-field';
import { verificationCodeValiditySeconds } from '../../../lib/constants';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useResendForgotPasswordCode } from '../api/resend-forgot-password-code';
import { useVerifyForgotPasswordCode } from '../api/verify-forgot-password-code';

const fieldNames = ['code'] as const;

interface ForgotCodeStepProps {
  account: string;
  onVerified: (ticket: string) => void;
  onStartOver: () => void;
}

/** Step 2: the code mailed to the account's e-mail, with a countdown and a button to send another. */
export function ForgotCodeStep({ account, onVerified, onStartOver }: ForgotCodeStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const verify = useVerifyForgotPasswordCode();
  const resend = useResendForgotPasswordCode();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);

  const submit = ({ code }: { code: string }) => {
    clearError();
    verify.mutate(
      { account, code },
      { onSuccess: (result) => onVerified(result.ticket), onError: showError },
    );
  };

  return (
    <Form form={form} name="forgot-code" layout="vertical" requiredMark={false} onFinish={submit}>
      <p>{t('forgotPassword.codeSent')}</p>
      <FormErrorAlert message={formError} />
      <VerificationCodeField autoFocus />
      <CodeResend
        // The reset calls do not say how long a code lasts; codes are valid for 10 minutes.
        expiresInSeconds={verificationCodeValiditySeconds}
        onResend={async () => {
          clearError();
          await resend.mutateAsync(account);
          return verificationCodeValiditySeconds;
        }}
        onResendError={showError}
      />
      <Button type="primary" htmlType="submit" block loading={verify.isPending}>
        {t('forgotPassword.verify')}
      </Button>
      <Button type="link" block onClick={onStartOver}>
        {t('forgotPassword.startOver')}
      </Button>
    </Form>
  );
}
