import { useTranslation } from 'react-i18next';
import { AuthNoticeCard } from '../../../components/auth-notice-card';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { RouterLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Sign-up arrives with the identity feature; until then this page says so and links to sign-in. */
export default function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('register.title'));
  return (
    <PublicPageFrame>
      <AuthNoticeCard
        title={t('register.title')}
        notice={t('register.notice')}
        footer={
          <>
            {t('register.loginPrompt')} <RouterLink to="/login">{t('register.loginLink')}</RouterLink>
          </>
        }
      />
    </PublicPageFrame>
  );
}
