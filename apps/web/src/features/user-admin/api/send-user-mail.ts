import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

/** The two mails an administrator can send a user; neither answer carries the link or the code. */
export type UserMail = 'ResendVerification' | 'SendPasswordReset';

/**
 * `POST /Users/{id}/ResendVerification` (a fresh welcome mail, or a code to the unverified e-mail) or
 * `POST /Users/{id}/SendPasswordReset` (a reset link, valid 15 minutes). Both answer `{ sent: true }`.
 */
export function sendUserMail(id: string, mail: UserMail): Promise<{ sent: true }> {
  return apiRequest<{ sent: true }>(`Users/${encodeURIComponent(id)}/${mail}`, { method: 'POST' });
}

export function useSendUserMail(id: string, mail: UserMail) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendUserMail(id, mail),
    // A re-sent verification may make the unverified e-mail the pending one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey(id) }),
  });
}
