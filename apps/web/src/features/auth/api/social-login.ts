import type { SocialLoginInput, socialLoginResultSchema } from '@portal/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type SocialProvider = 'google' | 'facebook';
export type SocialLoginResult = z.infer<typeof socialLoginResultSchema>;
/** The PDPA consent a sign-in that creates an account must carry. */
export type SocialSignupConsent = Omit<SocialLoginInput, 'token'>;

const paths: Record<SocialProvider, string> = {
  google: 'Auth/Login/Google',
  facebook: 'Auth/Login/Facebook',
};

/**
 * `POST /Auth/Login/Google` or `/Auth/Login/Facebook` with the provider's token: either signs in, or
 * answers `link-required` when the e-mail belongs to an account whose password must confirm the link.
 * For a person without an account it answers 400 PDPA_CONSENT_REQUIRED until the same token comes back
 * with the consent (`pdpaConsent`, `pdpaVersion`, `marketingConsent`).
 */
export function socialLogin(
  provider: SocialProvider,
  token: string,
  consent: SocialSignupConsent = {},
): Promise<SocialLoginResult> {
  return apiRequest<SocialLoginResult>(paths[provider], { method: 'POST', body: { token, ...consent } });
}

export function useSocialLogin() {
  return useMutation({
    mutationFn: ({
      provider,
      token,
      consent,
    }: {
      provider: SocialProvider;
      token: string;
      consent?: SocialSignupConsent;
    }) => socialLogin(provider, token, consent),
  });
}
