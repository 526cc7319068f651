import type { Profile, UpdateProfileInput } from '@portal/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/**
 * `POST /Account`: saves the profile. A changed e-mail or mobile does not replace the current one: it
 * waits as `pendingEmail` / `pendingMobile` until its code is entered.
 */
export function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  return apiRequest<Profile>('Account', { method: 'POST', body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
