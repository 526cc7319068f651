import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeResend } from '../../../components/code-resend';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { VerificationCodeField } from '../../../components/verification-code-field';
import { verificationCodeValiditySeconds } from '../../../lib/constants';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useResendContactCode } from '../api/resend-contact-code';
import { type ContactChannel, useVerifyContactChange } from '../api/verify-contact-change';

const fieldNames = ['code'] as const;

const texts = {
  email: { notice: 'account.pendingEmail', verified: 'account.emailVerified' },
  mobile: { notice: 'account.pendingMobile', verified: 'account.mobileVerified' },
} as const;

interface PendingContactFormProps {
  channel: ContactChannel;
  /** The new e-mail or mobile number waiting for its code, as shown to the person. */
  value: string;
}

/** A changed e-mail or mobile number waiting for its code: the notice, the code field and a resend. */
export function PendingContactForm({ channel, value }: PendingContactFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const verify = useVerifyContactChange();
  const resend = useResendContactCode();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);

  const submit = ({ code }: { code: string }) => {
    clearError();
    verify.mutate(
      { channel, code },
      { onSuccess: () => toast.info(t(texts[channel].verified)), onError: showError },
    );
  };

  return (
    <div className="pending-contact">
      <Alert
        type="warning"
        showIcon
        title={t(texts[channel].notice, { value })}
        className="form-error-alert"
      />
      <Form form={form} name={`verify-${channel}`} layout="vertical" requiredMark={false} onFinish={submit}>
        <FormErrorAlert message={formError} />
        <VerificationCodeField />
        <CodeResend
          // The change does not say how long its code lasts; codes are valid for 10 minutes.
          expiresInSeconds={verificationCodeValiditySeconds}
          onResend={async () => {
            clearError();
            return (await resend.mutateAsync(channel)).expiresInSeconds;
          }}
          onResendError={showError}
        />
        <Button htmlType="submit" loading={verify.isPending}>
          {t('account.verify')}
        </Button>
      </Form>
    </div>
  );
}
