import type { Profile } from '@portal/contracts/account';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /Account`, under the key the account pages use too: one read serves both. */
const profileQueryKey = ['account', 'profile'] as const;

/** The applicant's own data, to pre-fill an application's contact person with. */
export function useApplicantProfile(enabled: boolean) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => apiRequest<Profile>('Account', { signal }),
    enabled,
    // A missing profile only means typing the contact by hand.
    retry: false,
  });
}

/** The contact fields the profile fills: name, e-mail, mobile and job title. */
export function contactFromProfile(profile: Profile) {
  return {
    contactName: profile.name,
    contactEmail: profile.email ?? '',
    contactMobile: profile.mobile ?? '',
    contactPosition: profile.jobTitle ?? '',
  };
}
