import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from '../../../lib/configuration';
import '../auth-pages.css';

/** Shown on /register instead of the form while the configuration keeps sign-up closed. */
export function SignupClosedNotice() {
  const { t } = useTranslation();
  const { contactEmail, contactPhone } = useConfiguration();
  const hasContact = Boolean(contactEmail || contactPhone);
  return (
    <Alert
      type="info"
      showIcon
      title={t('login.signupClosedTitle')}
      description={
        <>
          <p className="signup-closed-text">{t('login.signupClosedDescription')}</p>
          {hasContact && (
            <p className="signup-closed-text">
              {t('login.signupClosedContact')}{' '}
              {contactEmail && <a href={`mailto:${contactEmail}`}>{contactEmail}</a>}
              {contactEmail && contactPhone && ' · '}
              {contactPhone && <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>}
            </p>
          )}
        </>
      }
    />
  );
}
