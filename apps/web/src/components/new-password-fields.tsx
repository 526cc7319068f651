import { passwordSchema } from '@portal/contracts/identity-rules';
import { Form, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRules } from '../lib/contract-rules';
import { containsAccount, type PasswordStrength, ratePassword } from '../lib/password-strength';
import './form-parts.css';

const levels: Record<PasswordStrength, number> = { tooShort: 0, weak: 1, fair: 2, good: 3, strong: 4 };

/** A four-step meter and the strength in words (the words carry the meaning; the colours only echo it). */
export function PasswordStrengthHint({ password, account }: { password: string; account: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const strength = ratePassword(password, account);
  const level = levels[strength];
  const color = level <= 1 ? token.colorError : level === 2 ? token.colorWarning : token.colorSuccess;
  return (
    <div className="password-hint">
      {password && (
        <div className="password-strength">
          <span className="password-meter" aria-hidden>
            {[1, 2, 3, 4].map((step) => (
              <span key={step} style={{ background: step <= level ? color : token.colorFillSecondary }} />
            ))}
          </span>
          <span aria-live="polite">
            {t('newPassword.strengthLabel', { strength: t(`newPassword.strength.${strength}`) })}
          </span>
        </div>
      )}
      <div>{t('newPassword.rules')}</div>
    </div>
  );
}

interface NewPasswordFieldsProps {
  /** The form field (API name) of the new password: `password` or `newPassword`. */
  name?: string;
  /** The account the password must not contain: fixed, or read from this field of the form. */
  account?: string;
  accountField?: string;
  label?: string;
}

/** A new password with its strength hint and rules (8–128, not the account), then the same again. */
export function NewPasswordFields({
  name = 'password',
  account,
  accountField,
  label,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const password: string = Form.useWatch(name, form) ?? '';
  const watchedAccount = Form.useWatch(
    (values: Record<string, unknown>) => (accountField ? values[accountField] : undefined),
    form,
  );
  const accountName = (accountField ? String(watchedAccount ?? '') : account) ?? '';
  return (
    <>
      <Form.Item
        name={name}
        label={label ?? t('newPassword.password')}
        dependencies={accountField ? [accountField] : undefined}
        extra={<PasswordStrengthHint password={password} account={accountName} />}
        rules={[
          { required: true, message: t('newPassword.tooShort') },
          ...contractRules(passwordSchema, {
            tooShort: () => t('newPassword.tooShort'),
            tooLong: () => t('newPassword.tooLong'),
          }),
          {
            validator: (_, value: string | undefined) =>
              value && containsAccount(value, accountName)
                ? Promise.reject(new Error(t('newPassword.containsAccount')))
                : Promise.resolve(),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={`${name}Confirm`}
        label={t('newPassword.confirm')}
        dependencies={[name]}
        rules={[
          { required: true, message: t('newPassword.mismatch') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue(name)
                ? Promise.resolve()
                : Promise.reject(new Error(t('newPassword.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
