import type { outboxResentSchema } from '@portal/contracts/outbox';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** `GET /Outbox` (outbox:read; filters keyword, channel, status, template, from, to). */
export const outboxResource = 'Outbox';

export type OutboxResent = z.infer<typeof outboxResentSchema>;

/**
 * `POST /Outbox/{id}/Resend` (outbox:write): queues a new copy of a message whose body is still kept;
 * one whose body was cleared after delivery answers 409 MESSAGE_NOT_RESENDABLE. Lists refresh after
 * it like after any write.
 */
export function resendOutboxMessage(id: string): Promise<OutboxResent> {
  return apiRequest<OutboxResent>(`${outboxResource}/${encodeURIComponent(id)}/Resend`, { method: 'POST' });
}

export function useResendOutboxMessage() {
  return useMutation({ mutationFn: resendOutboxMessage });
}
