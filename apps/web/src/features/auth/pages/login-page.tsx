import { useTranslation } from 'react-i18next';
import { AuthNoticeCard } from '../../../components/auth-notice-card';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { RouterLink } from '../../../components/router-link';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Sign-in arrives with the identity feature; until then this page says so and links to sign-up. */
export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  return (
    <PublicPageFrame>
      <AuthNoticeCard
        title={t('login.title')}
        notice={t('login.notice')}
        footer={
          <>
            {t('login.registerPrompt')} <RouterLink to="/register">{t('login.registerLink')}</RouterLink>
          </>
        }
      />
    </PublicPageFrame>
  );
}
