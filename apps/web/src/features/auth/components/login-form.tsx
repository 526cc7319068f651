import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { splitApiError } from '../../../lib/form-errors';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { CaptchaField } from './captcha-field';
import { LazyAlert, preloadAlert } from './lazy-alert';
import { LoginField } from './login-field';
import '../auth-pages.css';

export interface SocialLink {
  provider: string;
  account: string;
  ticket: string;
}

type FieldName = 'account' | 'password' | 'captchaAnswer';
type FieldErrors = Partial<Record<FieldName, string>>;

const fieldNames: readonly FieldName[] = ['account', 'password', 'captchaAnswer'];
// The specification's names: LastVisitedUri is the captcha token, LoginIp the answer.
const fieldMapping = {
  aliases: { LoginIp: 'captchaAnswer', LastVisitedUri: 'captchaAnswer' },
  codeFields: { CAPTCHA_REQUIRED: 'captchaAnswer', CAPTCHA_INVALID: 'captchaAnswer' },
} as const;
const fieldId = (name: FieldName) => `login-${name}`;

interface LoginFormProps {
  /** A social sign-in waiting for this account's password to link it. */
  link: SocialLink | null;
  onCancelLink: () => void;
}

/** Account, password and captcha. After any failure the captcha is replaced (each one is single use). */
export function LoginForm({ link, onCancelLink }: LoginFormProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const loginMutation = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [values, setValues] = useState({ account: link?.account ?? '', password: '', captchaAnswer: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isCaptchaShown = captcha.data?.required !== false && !(captcha.isError && !captcha.data);

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = fieldNames.find((name) => found[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    preloadAlert();
    const account = (link?.account ?? values.account).trim();
    const missing: FieldErrors = {
      ...(account ? {} : { account: t('login.accountRequired') }),
      ...(values.password ? {} : { password: t('login.passwordRequired') }),
      ...(isCaptchaShown && !values.captchaAnswer.trim()
        ? { captchaAnswer: t('login.captchaRequired') }
        : {}),
    };
    if (Object.keys(missing).length > 0) {
      showErrors(missing);
      return;
    }
    const current = captcha.data;
    loginMutation.mutate(
      {
        account,
        password: values.password,
        ...(current?.required ? { LastVisitedUri: current.token, LoginIp: values.captchaAnswer.trim() } : {}),
        ...(link ? { token: link.ticket } : {}),
      },
      {
        onSuccess: (result) => completeSignIn(result),
        onError: (error) => {
          const split = splitApiError(error, fieldNames, fieldMapping);
          setValues((currentValues) => ({ ...currentValues, captchaAnswer: '' }));
          showErrors(
            Object.fromEntries(split.fields.map(({ name, errors: list }) => [name, list.join(' ')])),
          );
          setFormError(split.general.length > 0 ? split.general.join(' ') : null);
          captcha.refresh();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('login.title')}>
      {link && (
        <LazyAlert
          type="info"
          showIcon
          title={t('login.linkTitle', { provider: link.provider })}
          description={t('login.linkNotice', { provider: link.provider, account: link.account })}
          action={<Button onClick={onCancelLink}>{t('login.cancelLink')}</Button>}
          className="form-error-alert"
        />
      )}
      {formError && <LazyAlert type="error" showIcon title={formError} className="form-error-alert" />}
      <LoginField id={fieldId('account')} label={t('login.account')} error={errors.account}>
        {(control) => (
          <Input
            {...control}
            value={link?.account ?? values.account}
            onChange={(event) => change('account', event.target.value)}
            disabled={Boolean(link)}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            autoFocus
          />
        )}
      </LoginField>
      <LoginField
        id={fieldId('password')}
        label={t('login.password')}
        error={errors.password}
        hint={<RouterLink to="/forgot-password">{t('login.forgotPassword')}</RouterLink>}
      >
        {(control) => (
          <Password
            {...control}
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            autoComplete="current-password"
          />
        )}
      </LoginField>
      <CaptchaField
        id={fieldId('captchaAnswer')}
        value={values.captchaAnswer}
        onChange={(value) => change('captchaAnswer', value)}
        error={errors.captchaAnswer}
        captcha={captcha.data}
        isLoading={captcha.isLoading}
        hasFailed={captcha.isError}
        onRefresh={captcha.refresh}
      />
      <Button type="primary" htmlType="submit" block loading={loginMutation.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
