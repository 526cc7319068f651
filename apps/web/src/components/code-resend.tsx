import { Button, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinutesSeconds, useCountdown } from '../lib/use-countdown';
import './form-parts.css';

/** Seconds to wait before another code may be asked for, so a double click sends one mail. */
export const resendCooldownSeconds = 60;

interface CodeResendProps {
  /** How long the code just sent stays valid. */
  expiresInSeconds: number;
  /** Sends a new code; resolves with how long that one stays valid. */
  onResend: () => Promise<number>;
  onResendError: (error: unknown) => void;
}

/** How long the code stays valid, and a button to send a new one after a short wait. */
export function CodeResend({ expiresInSeconds, onResend, onResendError }: CodeResendProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const expiry = useCountdown(expiresInSeconds);
  const cooldown = useCountdown(resendCooldownSeconds);
  const [isSending, setSending] = useState(false);
  const [status, setStatus] = useState('');

  const resend = async () => {
    setSending(true);
    setStatus('');
    try {
      expiry.start(await onResend());
      cooldown.start(resendCooldownSeconds);
      setStatus(t('verification.resent'));
    } catch (error) {
      onResendError(error);
    } finally {
      setSending(false);
    }
  };

  const isWaiting = cooldown.secondsLeft > 0;
  return (
    <div className="code-resend">
      <span style={{ color: expiry.secondsLeft > 0 ? token.colorTextDescription : token.colorError }}>
        {expiry.secondsLeft > 0
          ? t('verification.expiresIn', { time: formatMinutesSeconds(expiry.secondsLeft) })
          : t('verification.expired')}
      </span>
      <Button type="link" onClick={() => void resend()} loading={isSending} disabled={isWaiting}>
        {isWaiting ? t('verification.resendIn', { seconds: cooldown.secondsLeft }) : t('verification.resend')}
      </Button>
      <span role="status" style={{ color: token.colorSuccessText }}>
        {status}
      </span>
    </div>
  );
}
