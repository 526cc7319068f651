import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { RouterLink } from '../../../components/router-link';
import { hasSocialSignIn } from '../../../lib/runtime-config';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoginForm, type SocialLink } from '../components/login-form';

// Loaded only when a provider is configured, so the sign-in page stays small without it.
const SocialSignIn = lazy(() => import('../components/social-sign-in'));

/** Sign-in with account, password and captcha; afterwards back to the returnUrl. */
export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const [link, setLink] = useState<SocialLink | null>(null);
  return (
    <PublicPageFrame>
      <AuthCard
        title={t('login.title')}
        footer={
          <>
            {t('login.registerPrompt')} <RouterLink to="/register">{t('login.registerLink')}</RouterLink>
          </>
        }
      >
        <LoginForm link={link} onCancelLink={() => setLink(null)} />
        {hasSocialSignIn() && !link && (
          <Suspense fallback={null}>
            <SocialSignIn onLinkRequired={setLink} />
          </Suspense>
        )}
      </AuthCard>
    </PublicPageFrame>
  );
}
