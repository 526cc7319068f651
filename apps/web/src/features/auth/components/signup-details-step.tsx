import { signupInputSchema } from '@portal/contracts/auth';
import { accountSchema } from '@portal/contracts/identity-rules';
import { Alert, Button, Form, Input, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { MobileField } from '../../../components/mobile-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useCheckAccount } from '../../../lib/api/check-account';
import { ApiError } from '../../../lib/api-client';
import { contractRules } from '../../../lib/contract-rules';
import { hasErrorCode } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useApiFormErrors } from '../../../lib/use-api-form-errors';
import { useSignup } from '../api/signup';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { usePrivacyNotice } from '../use-privacy-notice';
import { PdpaConsentFields } from './pdpa-consent-fields';

interface DetailsValues {
  account: string;
  name: string;
  password: string;
  mobile?: string;
  pdpaConsent: boolean;
  marketingConsent: boolean;
}

const fieldNames = ['account', 'name', 'password', 'mobile', 'pdpaConsent', 'marketingConsent'] as const;

interface SignupDetailsStepProps {
  email: string;
  ticket: string;
  /** The verified e-mail's ticket expired or was used: sign-up starts again. */
  onStartOver: () => void;
}

/** Step 3: account, name, password, optional mobile and the personal data consent; then signed in. */
export function SignupDetailsStep({ email, ticket, onStartOver }: SignupDetailsStepProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [form] = Form.useForm<DetailsValues>();
  const signup = useSignup();
  const checkAccount = useCheckAccount();
  const completeSignIn = useCompleteSignIn();
  // The invitation landing page's hand-off (`/register?email=…&returnUrl=/invitation`) returns there.
  const returnsElsewhere = new URLSearchParams(useLocation().search).has('email');
  const notice = usePrivacyNotice();
  const { formError, showError, clearError } = useApiFormErrors(form, fieldNames);
  const [availableAccount, setAvailableAccount] = useState<string | null>(null);
  const [isTicketInvalid, setTicketInvalid] = useState(false);

  const validateAvailability = async (_: unknown, value: string | undefined) => {
    setAvailableAccount(null);
    if (!value || !accountSchema.safeParse(value).success) return;
    try {
      const { available } = await checkAccount(value);
      if (!available) throw new Error(t('register.accountTaken'));
      setAvailableAccount(value);
    } catch (error) {
      // A check that could not be made leaves the decision to the sign-up itself.
      if (!(error instanceof ApiError)) throw error;
    }
  };

  const submit = (values: DetailsValues) => {
    clearError();
    signup.mutate(
      {
        ticket,
        account: values.account.trim(),
        password: values.password,
        name: values.name.trim(),
        ...(values.mobile?.trim() ? { mobile: values.mobile.trim() } : {}),
        pdpaConsent: true,
        pdpaVersion: notice.version,
        marketingConsent: Boolean(values.marketingConsent),
        language: currentLanguage(),
      },
      {
        onSuccess: (result) => {
          toast.info(t('register.welcome'));
          // A new account starts on the dashboard; one made from an invitation goes back to answer it.
          completeSignIn(result, returnsElsewhere ? undefined : '/dashboard');
        },
        onError: (error) => {
          showError(error);
          setTicketInvalid(hasErrorCode(error, 'TICKET_INVALID'));
        },
      },
    );
  };

  return (
    <Form
      form={form}
      name="signup-details"
      layout="vertical"
      requiredMark={false}
      initialValues={{ pdpaConsent: false, marketingConsent: false }}
      onFinish={submit}
      scrollToFirstError={{ focus: true }}
    >
      <p>{t('register.emailLabel', { email })}</p>
      {isTicketInvalid ? (
        <Alert
          type="error"
          showIcon
          title={formError}
          action={<Button onClick={onStartOver}>{t('register.startOver')}</Button>}
          className="form-error-alert"
        />
      ) : (
        <FormErrorAlert message={formError} />
      )}
      <Form.Item
        name="account"
        label={t('register.account')}
        validateTrigger={['onChange', 'onBlur']}
        // The contract's length and pattern share one message: the first that fails says it, once.
        validateFirst
        extra={
          availableAccount ? (
            <span style={{ color: token.colorSuccessText }}>{t('register.accountAvailable')}</span>
          ) : (
            t('register.accountHint')
          )
        }
        rules={[
          { required: true, whitespace: true, message: t('validation.accountFormat') },
          ...contractRules(accountSchema, {
            tooShort: () => t('validation.accountFormat'),
            tooLong: () => t('validation.accountFormat'),
            pattern: t('validation.accountFormat'),
          }),
          { validator: validateAvailability, validateTrigger: 'onBlur' },
        ]}
      >
        <Input autoComplete="username" autoCapitalize="off" spellCheck={false} autoFocus />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('register.name')}
        rules={[{ required: true, whitespace: true }, ...contractRules(signupInputSchema.shape.name)]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <NewPasswordFields accountField="account" />
      <MobileField label={t('register.mobile')} />
      <PdpaConsentFields text={notice.text} />
      <Button type="primary" htmlType="submit" block loading={signup.isPending}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
