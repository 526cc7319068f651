import type { Profile } from '@portal/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { normalizeVerificationCode } from '../../../lib/verification-code';
import { profileQueryKey } from './get-profile';

export type ContactChannel = 'email' | 'mobile';

const paths: Record<ContactChannel, string> = {
  email: 'Verification/Verify/Email',
  mobile: 'Verification/Verify/Mobile',
};

/**
 * `POST /Verification/Verify/Email` or `/Verification/Verify/Mobile`: the code sent to a pending new
 * e-mail or mobile number, which then replaces the current one.
 */
export function verifyContactChange(channel: ContactChannel, code: string): Promise<Profile> {
  return apiRequest<Profile>(paths[channel], {
    method: 'POST',
    body: { code: normalizeVerificationCode(code) },
  });
}

export function useVerifyContactChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, code }: { channel: ContactChannel; code: string }) =>
      verifyContactChange(channel, code),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
