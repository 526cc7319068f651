import { theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card';
import { PublicPageFrame } from '../../../components/public-page-frame';
import { RouterLink } from '../../../components/router-link';
import { useConfiguration, useSiteName } from '../../../lib/configuration';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoginForm, type SocialLink } from '../components/login-form';

// Loaded only when a provider is configured, so the sign-in page stays small without it.
const SocialSignIn = lazy(() => import('../components/social-sign-in'));

/**
 * The configured logo and site name under the heading. The page's header already shows the product's
 * built-in name, so a site name equal to it is not repeated here.
 */
function SiteBrand() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const siteName = useSiteName();
  const { logoUrl } = useConfiguration();
  const isNamed = siteName !== t('app.name');
  if (!logoUrl && !isNamed) return null;
  return (
    <div className="login-site" style={{ color: token.colorTextSecondary }}>
      {logoUrl && <img src={logoUrl} alt="" className="login-site-logo" />}
      {isNamed && <p className="login-site-name">{t('login.siteWelcome', { name: siteName })}</p>}
    </div>
  );
}

/**
 * Sign-in with account, password and captcha; afterwards back to the returnUrl. The sign-up link and
 * the social sign-in buttons follow the configuration.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const { signupOpen, googleClientId, facebookAppId } = useConfiguration();
  const [link, setLink] = useState<SocialLink | null>(null);
  return (
    <PublicPageFrame>
      <AuthCard
        title={t('login.title')}
        footer={
          signupOpen && (
            <>
              {t('login.registerPrompt')} <RouterLink to="/register">{t('login.registerLink')}</RouterLink>
            </>
          )
        }
      >
        <SiteBrand />
        <LoginForm link={link} onCancelLink={() => setLink(null)} />
        {(googleClientId || facebookAppId) && !link && (
          <Suspense fallback={null}>
            <SocialSignIn clientIds={{ googleClientId, facebookAppId }} onLinkRequired={setLink} />
          </Suspense>
        )}
      </AuthCard>
    </PublicPageFrame>
  );
}
