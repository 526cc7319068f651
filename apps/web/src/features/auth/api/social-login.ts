import type { socialLoginResultSchema } from '@portal/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type SocialProvider = 'google' | 'facebook';
export type SocialLoginResult = z.infer<typeof socialLoginResultSchema>;

const paths: Record<SocialProvider, string> = {
  google: 'Auth/Login/Google',
  facebook: 'Auth/Login/Facebook',
};

/**
 * `POST /Auth/Login/Google` or `/Auth/Login/Facebook` with the provider's token: either signs in, or
 * answers `link-required` when the e-mail belongs to an account whose password must confirm the link.
 */
export function socialLogin(provider: SocialProvider, token: string): Promise<SocialLoginResult> {
  return apiRequest<SocialLoginResult>(paths[provider], { method: 'POST', body: { token } });
}

export function useSocialLogin() {
  return useMutation({
    mutationFn: ({ provider, token }: { provider: SocialProvider; token: string }) =>
      socialLogin(provider, token),
  });
}
