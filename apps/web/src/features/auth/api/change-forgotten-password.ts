import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Accepted } from './submit-forgot-password';

/** `POST /ForgotPassword/Change`: sets the new password; every session of the account ends. */
export function changeForgottenPassword(input: { ticket: string; password: string }): Promise<Accepted> {
  return apiRequest<Accepted>('ForgotPassword/Change', { method: 'POST', body: input });
}

export function useChangeForgottenPassword() {
  return useMutation({ mutationFn: changeForgottenPassword });
}
