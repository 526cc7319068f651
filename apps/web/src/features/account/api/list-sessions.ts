import type { sessionSchema } from '@portal/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type Session = z.infer<typeof sessionSchema>;
export interface SessionList {
  totalCount: number;
  data: Session[];
}

export const sessionsQueryKey = ['account', 'sessions'] as const;

/** `GET /Account/Sessions`: the signed-in devices of this account, `current` marking this one. */
export function listSessions(signal?: AbortSignal): Promise<SessionList> {
  return apiRequest<SessionList>('Account/Sessions', { signal });
}

export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => listSessions(signal) });
}
