import type { endedSessionsSchema } from '@portal/contracts/account';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type EndedSessions = z.infer<typeof endedSessionsSchema>;

/** `DELETE /Account/Sessions/{id}`: signs that device out. */
export function endSession(id: string): Promise<EndedSessions> {
  return apiRequest<EndedSessions>(`Account/Sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useEndSession() {
  return useMutation({ mutationFn: endSession });
}
