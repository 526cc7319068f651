import type { Consultation, ConsultationList } from '@portal/contracts/consultation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiUrl } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';
import { type ConsultationFilters, consultationFormData, listCondition } from '../consultation-form';

/** Lists and cases refresh together after any post or close. */
const consultationKey = ['Consultation'] as const;
const casePath = (id: string) => `Consultation/${encodeURIComponent(id)}`;

/** `GET /Consultation`: my cases (staff with consultations:handle: every case). */
export function useConsultations(query: ConsultationFilters & { page: number; pageSize: number }) {
  const condition = listCondition(query);
  const params: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize) };
  if (Object.keys(condition).length > 0) params.condition = JSON.stringify(condition);
  return useQuery({
    queryKey: [...consultationKey, 'list', params],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ payload: ConsultationList }>('Consultation', { query: params, signal })).payload,
    placeholderData: keepPreviousData,
  });
}

/** `GET /Consultation/{id}`: one case and its history. */
export function useConsultation(id: string) {
  return useQuery({
    queryKey: [...consultationKey, 'case', id],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ payload: Consultation }>(casePath(id), { signal })).payload,
    retry: false,
  });
}

function useCaseMutation<Input>(call: (input: Input) => Promise<{ payload: Consultation }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await call(input)).payload,
    onSuccess: (consultation) => {
      queryClient.setQueryData([...consultationKey, 'case', consultation.id], consultation);
      return queryClient.invalidateQueries({ queryKey: [...consultationKey, 'list'] });
    },
  });
}

/** `PUT /Consultation` (multipart): a new case. */
export function useOpenConsultation() {
  return useCaseMutation((input: { subject: string; content: string; file: File | null }) =>
    apiRequest('Consultation', {
      method: 'PUT',
      body: consultationFormData({ subject: input.subject, content: input.content }, input.file),
    }),
  );
}

/** `POST /Consultation/{id}` (multipart): a reply in the case. */
export function usePostInConsultation(id: string) {
  return useCaseMutation((input: { content: string; file: File | null }) =>
    apiRequest(casePath(id), {
      method: 'POST',
      body: consultationFormData({ content: input.content }, input.file),
    }),
  );
}

/** `POST /Consultation/{id}/Close`. */
export function useCloseConsultation(id: string) {
  return useCaseMutation<void>(() => apiRequest(`${casePath(id)}/Close`, { method: 'POST' }));
}

/** `GET /Consultation/{id}/Files/{fileId}`, saved under its own name. */
export function downloadConsultationFile(id: string, file: { id: string; fileName: string }) {
  return downloadApiFile(buildApiUrl(`${casePath(id)}/Files/${encodeURIComponent(file.id)}`), file.fileName);
}
