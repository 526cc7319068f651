import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeResend } from '../../../components/code-resend';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { VerificationCodeField } from '../../../components/verification-code-field';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useResendSignupCode } from '../api/resend-signup-code';
import { useVerifySignupCode } from '../api/verify-signup-code';

const fieldNames = ['code'] as const;

interface SignupCodeStepProps {
  email: string;
  expiresInSeconds: number;
  onVerified: (ticket: string) => void;
  onChangeEmail: () => void;
}

/** Step 2: the code mailed to the address, with a countdown and a button to send another. */
export function SignupCodeStep({ email, expiresInSeconds, onVerified, onChangeEmail }: SignupCodeStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const verify = useVerifySignupCode();
  const resend = useResendSignupCode();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);

  const submit = ({ code }: { code: string }) => {
    clearError();
    verify.mutate({ email, code }, { onSuccess: (result) => onVerified(result.ticket), onError: showError });
  };

  return (
    <Form form={form} name="signup-code" layout="vertical" requiredMark={false} onFinish={submit}>
      <p>{t('register.codeSentTo', { email })}</p>
      <FormErrorAlert message={formError} />
      <VerificationCodeField autoFocus />
      <CodeResend
        expiresInSeconds={expiresInSeconds}
        onResend={async () => {
          clearError();
          return (await resend.mutateAsync(email)).expiresInSeconds;
        }}
        onResendError={showError}
      />
      <Button type="primary" htmlType="submit" block loading={verify.isPending}>
        {t('register.verifyCode')}
      </Button>
      <Button type="link" block onClick={onChangeEmail}>
        {t('register.changeEmail')}
      </Button>
    </Form>
  );
}
