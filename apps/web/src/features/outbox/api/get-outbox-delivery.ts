import type { OutboxDelivery } from '@portal/contracts/outbox';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /Outbox/Delivery` (outbox:read): whether mail and SMS are sent, or only kept in the outbox. */
export function getOutboxDelivery(signal?: AbortSignal): Promise<OutboxDelivery> {
  return apiRequest<OutboxDelivery>('Outbox/Delivery', { signal });
}

export function useOutboxDelivery() {
  return useQuery({
    queryKey: ['Outbox', 'Delivery'],
    queryFn: ({ signal }) => getOutboxDelivery(signal),
    // It follows the server's configuration, which changes only with a restart.
    staleTime: 5 * 60_000,
  });
}
