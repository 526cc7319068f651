import { Button, theme } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrorCode, splitApiError } from '../../../lib/form-errors';
import {
  type SocialLoginResult,
  type SocialProvider,
  type SocialSignupConsent,
  useSocialLogin,
} from '../api/social-login';
import { loadProviderToken, preloadProvider } from '../load-provider-token';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { LazyAlert, preloadAlert } from './lazy-alert';
import type { SocialLink } from './login-form';

// Only a person without an account needs the consent dialog (and the notice's text): loaded then.
const SocialConsentModal = lazy(() =>
  import('../load-consent-modal').then((module) => module.loadConsentModal()),
);

const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The configured public ids of the providers; a provider without one shows no button. */
export interface SocialClientIds {
  googleClientId: string | null;
  facebookAppId: string | null;
}

/** A first sign-in waiting for the PDPA consent; the provider's token is kept to send again with it. */
interface PendingSignup {
  provider: SocialProvider;
  token: string;
}

interface SocialSignInProps {
  clientIds: SocialClientIds;
  onLinkRequired: (link: SocialLink) => void;
}

/**
 * Google and Facebook sign-in, each shown only when its id is configured. The provider's script loads on
 * the first click (or hover). A provider e-mail that belongs to an existing account hands over to the
 * password form to confirm the link; a person new to the portal first agrees to the personal data
 * notice, then the same token creates the account. Closing the provider's window is not an error.
 */
export default function SocialSignIn({ clientIds, onLinkRequired }: SocialSignInProps) {
  const { t, i18n } = useTranslation();
  const { token: design } = theme.useToken();
  const socialLogin = useSocialLogin();
  const completeSignIn = useCompleteSignIn();
  const googleButtonHost = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingSignup | null>(null);

  const clientIdOf = (provider: SocialProvider) =>
    provider === 'google' ? clientIds.googleClientId : clientIds.facebookAppId;

  const finish = (provider: SocialProvider, result: SocialLoginResult) => {
    if (result.status === 'signed-in') completeSignIn(result);
    else
      onLinkRequired({
        provider: providerNames[provider],
        account: result.account,
        ticket: result.linkTicket,
      });
  };

  const showError = (message: string) => {
    preloadAlert();
    setError(message);
  };

  /** The provider's token: null when the person closed its window (nothing to say then). */
  const providerToken = async (provider: SocialProvider, clientId: string): Promise<string | null> => {
    try {
      const { obtainProviderToken } = await loadProviderToken();
      return await obtainProviderToken(provider, clientId, {
        googleButtonHost: googleButtonHost.current,
        language: i18n.language,
      });
    } catch {
      // The provider's script did not load (offline, blocked by an extension or a firewall).
      showError(t('login.providerScriptFailed', { provider: providerNames[provider] }));
      return null;
    }
  };

  const signIn = async (provider: SocialProvider) => {
    const clientId = clientIdOf(provider);
    if (!clientId) return;
    setError(null);
    const token = await providerToken(provider, clientId);
    if (token === null) return;
    try {
      finish(provider, await socialLogin.mutateAsync({ provider, token }));
    } catch (caught) {
      if (hasErrorCode(caught, 'PDPA_CONSENT_REQUIRED')) setPending({ provider, token });
      else showError(splitApiError(caught, []).general.join(' '));
    }
  };

  const signUp = async (consent: SocialSignupConsent) => {
    if (!pending) return;
    const { provider, token } = pending;
    try {
      const result = await socialLogin.mutateAsync({ provider, token, consent });
      setPending(null);
      finish(provider, result);
    } catch (caught) {
      // An expired token or a changed notice: the person starts again from the provider's button.
      setPending(null);
      showError(splitApiError(caught, []).general.join(' '));
    }
  };

  const providers = (['google', 'facebook'] as const).filter((provider) => clientIdOf(provider));
  if (providers.length === 0) return null;
  return (
    <div className="social-sign-in">
      <div
        className="social-divider"
        style={{ color: design.colorTextDescription, borderColor: design.colorSplit }}
      >
        {t('login.socialDivider')}
      </div>
      {error && <LazyAlert type="error" showIcon title={error} className="form-error-alert" />}
      {providers.map((provider) => (
        <Button
          key={provider}
          block
          onClick={() => void signIn(provider)}
          onPointerEnter={() => preloadProvider(provider)}
          onFocus={() => preloadProvider(provider)}
          loading={socialLogin.isPending}
        >
          {t(`login.${provider}`)}
        </Button>
      ))}
      <div ref={googleButtonHost} className="social-google-button" />
      {pending && (
        <Suspense fallback={null}>
          <SocialConsentModal
            provider={providerNames[pending.provider]}
            isSubmitting={socialLogin.isPending}
            onConfirm={(consent) => void signUp(consent)}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
