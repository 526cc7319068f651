import type { Profile } from '@portal/contracts/account';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const profileQueryKey = ['account', 'profile'] as const;

/** `GET /Account`: the signed-in user's own data, with pending (unverified) e-mail and mobile changes. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>('Account', { signal });
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}
