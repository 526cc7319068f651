import { forgotSubmitInputSchema } from '@portal/contracts/auth';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { contractRules } from '../../../lib/contract-rules';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useSubmitForgotPassword } from '../api/submit-forgot-password';

const fieldNames = ['account'] as const;

/** Step 1: the account or e-mail whose password is forgotten; a code goes to the account's e-mail. */
export function ForgotAccountStep({ onSubmitted }: { onSubmitted: (account: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ account: string }>();
  const submitAccount = useSubmitForgotPassword();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);

  const submit = ({ account }: { account: string }) => {
    clearError();
    const name = account.trim();
    submitAccount.mutate(name, { onSuccess: () => onSubmitted(name), onError: showError });
  };

  return (
    <Form form={form} name="forgot-account" layout="vertical" requiredMark={false} onFinish={submit}>
      <p>{t('forgotPassword.intro')}</p>
      <FormErrorAlert message={formError} />
      <Form.Item
        name="account"
        label={t('forgotPassword.account')}
        rules={[
          { required: true, whitespace: true },
          ...contractRules(forgotSubmitInputSchema.shape.account),
        ]}
      >
        <Input autoComplete="username" autoCapitalize="off" spellCheck={false} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitAccount.isPending}>
        {t('forgotPassword.sendCode')}
      </Button>
    </Form>
  );
}
