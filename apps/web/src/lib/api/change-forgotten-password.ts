import type { acceptedSchema } from '@portal/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client';

type Accepted = z.infer<typeof acceptedSchema>;

/** `POST /ForgotPassword/Change`: sets the new password; every session of the account ends. */
export function changeForgottenPassword(input: { ticket: string; password: string }): Promise<Accepted> {
  return apiRequest<Accepted>('ForgotPassword/Change', { method: 'POST', body: input });
}

export function useChangeForgottenPassword() {
  return useMutation({ mutationFn: changeForgottenPassword });
}
