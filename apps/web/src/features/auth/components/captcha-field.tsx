import { captchaAnswerMaxLength } from '@portal/contracts/login-limits';
import { Button, theme } from 'antd';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../api/get-captcha';
import { LazyAlert } from './lazy-alert';
import { LoginField } from './login-field';

interface CaptchaFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  captcha: Captcha | undefined;
  isLoading: boolean;
  hasFailed: boolean;
  onRefresh: () => void;
}

/**
 * The captcha picture, a button for another one, and the answer (sent as `LoginIp`). Nothing shows
 * when the server does not ask for a captcha.
 */
export function CaptchaField({
  id,
  value,
  onChange,
  error,
  captcha,
  isLoading,
  hasFailed,
  onRefresh,
}: CaptchaFieldProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (hasFailed && !captcha) {
    return (
      <LazyAlert
        type="warning"
        showIcon
        title={t('login.captchaLoadFailed')}
        action={<Button onClick={onRefresh}>{t('login.retry')}</Button>}
        className="form-error-alert"
      />
    );
  }
  if (captcha && !captcha.required) return null;
  return (
    <LoginField id={id} label={t('login.captcha')} error={error} hint={t('login.captchaHint')}>
      {(control) => (
        <div className="captcha-row">
          <Input
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            // The contract's constant, not its schema: the sign-in page loads no Zod (its size budget).
            maxLength={captchaAnswerMaxLength}
          />
          <span className="captcha-image" style={{ borderColor: token.colorBorder }}>
            {captcha ? (
              <img src={captcha.image} alt={t('login.captchaImage')} width={120} height={40} />
            ) : (
              <span role="status" className="captcha-loading">
                {t('login.captchaLoading')}
              </span>
            )}
          </span>
          <Button onClick={onRefresh} loading={isLoading} aria-label={t('login.refreshCaptcha')}>
            {t('login.refreshCaptchaShort')}
          </Button>
        </div>
      )}
    </LoginField>
  );
}
