import { verificationCodeSchema } from '@portal/contracts/identity-rules';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../lib/contract-rules';
import { isVerificationCodeFormat } from '../lib/verification-code';

/** The 6-digit code field (name `code`), offering the code from an SMS or mail to autofill. */
export function VerificationCodeField({ autoFocus }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="code"
      label={t('verification.code')}
      extra={t('verification.codeHint')}
      validateTrigger="onSubmit"
      rules={[
        { required: true, message: t('verification.codeFormat') },
        {
          validator: (_, value: string | undefined) =>
            !value || isVerificationCodeFormat(value)
              ? Promise.resolve()
              : Promise.reject(new Error(t('verification.codeFormat'))),
        },
      ]}
    >
      <Input
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={maxLengthOf(verificationCodeSchema)}
        autoFocus={autoFocus}
      />
    </Form.Item>
  );
}
