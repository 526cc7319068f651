import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useSendSignupCode } from '../api/send-signup-code';

const fieldNames = ['email'] as const;

interface SignupEmailStepProps {
  initialEmail: string;
  onSent: (email: string, expiresInSeconds: number) => void;
}

/** Step 1: the e-mail to sign up with; a code is mailed to it. */
export function SignupEmailStep({ initialEmail, onSent }: SignupEmailStepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const sendCode = useSendSignupCode();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);

  const submit = ({ email }: { email: string }) => {
    clearError();
    const address = email.trim();
    sendCode.mutate(address, {
      onSuccess: (sent) => onSent(address, sent.expiresInSeconds),
      onError: showError,
    });
  };

  return (
    <Form
      form={form}
      name="signup-email"
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail }}
      onFinish={submit}
    >
      <FormErrorAlert message={formError} />
      <Form.Item
        name="email"
        label={t('register.email')}
        extra={t('register.emailHint')}
        validateTrigger="onSubmit"
        rules={[{ required: true, type: 'email', whitespace: true, message: t('validation.emailInvalid') }]}
      >
        <Input type="email" autoComplete="email" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={sendCode.isPending}>
        {t('register.sendCode')}
      </Button>
    </Form>
  );
}
