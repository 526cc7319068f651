import type { Application, AuditDecisionInput } from '@portal/contracts/vendor-application';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The audit queue (vendors:audit): `GET /Vendor/Audits` lists (filters keyword, status, kind,
 * createdFrom, createdTo; sorts createdTime, displayName, ubn, status), read by the shared list page;
 * `GET /Vendor/Audits/{id}` is one application; `POST /Vendor/Audits` decides a pending one.
 */
export const auditsResource = 'Vendor/Audits';

/** Under the resource's key, so a decision marks the queue and the application stale together. */
export const auditQueryKey = (id: string) => [auditsResource, 'item', id] as const;

export function fetchAudit(id: string, signal?: AbortSignal): Promise<Application> {
  return apiRequest<Application>(`${auditsResource}/${encodeURIComponent(id)}`, { signal });
}

export function useAudit(id: string) {
  return useQuery({
    queryKey: auditQueryKey(id),
    queryFn: ({ signal }) => fetchAudit(id, signal),
    enabled: id !== '',
    // An unknown id or a refused call stays an error; retrying would not change it.
    retry: false,
  });
}

/**
 * Accepts or rejects (with its reason) a pending application; answers the application as decided.
 * Refusals: 403 OWN_APPLICATION, 409 APPLICATION_NOT_PENDING, 409 VENDOR_ALREADY_EXISTS, 400
 * REJECT_REASON_REQUIRED on `rejectReason`, each with the server's translated message.
 */
export function decideAudit(input: AuditDecisionInput): Promise<Application> {
  return apiRequest<Application>(auditsResource, { method: 'POST', body: input });
}

export function useDecideAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAudit,
    // Shown at once; the queue and everything else refresh after any write (query-client.ts).
    onSuccess: (application) => queryClient.setQueryData(auditQueryKey(application.auditID), application),
  });
}
