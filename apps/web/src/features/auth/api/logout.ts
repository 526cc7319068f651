import type { loggedOutSchema } from '@portal/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /System/Logout`: ends this session on the server. A 401 (the session had already ended) is
 * left to the caller, which clears the stored session either way.
 */
export function logout(): Promise<z.infer<typeof loggedOutSchema>> {
  return apiRequest('System/Logout', { method: 'POST', isUnauthorizedExpected: true });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
