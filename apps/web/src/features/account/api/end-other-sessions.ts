import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { EndedSessions } from './end-session';

/** `POST /Account/Sessions/EndOthers`: signs out every device except this one. */
export function endOtherSessions(): Promise<EndedSessions> {
  return apiRequest<EndedSessions>('Account/Sessions/EndOthers', { method: 'POST' });
}

export function useEndOtherSessions() {
  return useMutation({ mutationFn: endOtherSessions });
}
