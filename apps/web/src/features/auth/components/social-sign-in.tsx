import { Button, Divider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { splitApiError } from '../../../lib/form-errors';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { type SocialProvider, useSocialLogin } from '../api/social-login';
import { obtainProviderToken } from '../social-provider-token';
import { useCompleteSignIn } from '../use-complete-sign-in';
import type { SocialLink } from './login-form';

const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * Google and Facebook sign-in, each shown only when its client id is configured. A provider e-mail that
 * belongs to an existing account hands over to the password form to confirm the link.
 */
export default function SocialSignIn({ onLinkRequired }: { onLinkRequired: (link: SocialLink) => void }) {
  const { t } = useTranslation();
  const config = getRuntimeConfig();
  const socialLogin = useSocialLogin();
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);

  const signIn = async (provider: SocialProvider) => {
    setError(null);
    try {
      const token = await obtainProviderToken(provider, config);
      const result = await socialLogin.mutateAsync({ provider, token });
      if (result.status === 'signed-in') completeSignIn(result);
      else
        onLinkRequired({
          provider: providerNames[provider],
          account: result.account,
          ticket: result.linkTicket,
        });
    } catch (caught) {
      setError(splitApiError(caught, []).general.join(' '));
    }
  };

  const providers = (['google', 'facebook'] as const).filter((provider) =>
    provider === 'google' ? config.googleClientId : config.facebookAppId,
  );
  return (
    <div className="social-sign-in">
      <Divider plain>{t('login.socialDivider')}</Divider>
      <FormErrorAlert message={error} />
      {providers.map((provider) => (
        <Button key={provider} block onClick={() => void signIn(provider)} loading={socialLogin.isPending}>
          {t(`login.${provider}`)}
        </Button>
      ))}
    </div>
  );
}
