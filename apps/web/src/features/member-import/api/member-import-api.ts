import type { Language } from '@portal/contracts/i18n';
import type { ImportPreview, ImportSummary, SheetsImportInput } from '@portal/contracts/member-import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, buildApiUrl } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';

const importKey = (id: string) => ['member-import', id] as const;

/** `POST /Vendor/Members/Batch` (multipart `file`): the preview of an .xlsx or .csv file. */
export function useUploadImport() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiRequest<ImportPreview>('Vendor/Members/Batch', { method: 'POST', body });
    },
  });
}

/** `POST /Vendor/Members/Batch/Sheets`: the preview of a Google sheet. */
export function useSheetsImport() {
  return useMutation({
    mutationFn: (input: SheetsImportInput) =>
      apiRequest<ImportPreview>('Vendor/Members/Batch/Sheets', { method: 'POST', body: input }),
  });
}

/** `GET /Vendor/Members/Batch/{id}`: a preview with its rows (the page's `?id=` after a reload). */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: importKey(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<ImportPreview>(`Vendor/Members/Batch/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

/** `GET /Vendor/Members/Batch/{id}/Status`, asked every second while the import runs. */
export function useImportStatus(id: string, running: boolean) {
  return useQuery({
    queryKey: [...importKey(id), 'status'],
    queryFn: ({ signal }) =>
      apiRequest<ImportSummary>(`Vendor/Members/Batch/${encodeURIComponent(id)}/Status`, { signal }),
    refetchInterval: running ? 1000 : false,
  });
}

/** `POST /Vendor/Members/Batch/Apply`: queues the invitations; the rows reload when it is done. */
export function useApplyImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<ImportSummary>('Vendor/Members/Batch/Apply', { method: 'POST', body: { id } }),
    onSuccess: (summary) => client.setQueryData([...importKey(summary.id), 'status'], summary),
  });
}

export function useImportOptions() {
  return useQuery({
    queryKey: ['member-import', 'options'],
    queryFn: ({ signal }) =>
      apiRequest<{ sheetsAvailable: boolean }>('Vendor/Members/Batch/Options', { signal }),
    staleTime: 5 * 60_000,
  });
}

export const downloadImportReport = (id: string) =>
  downloadApiFile(buildApiUrl(`Vendor/Members/Batch/${encodeURIComponent(id)}/Report`), 'errors.xlsx');

export const downloadImportTemplate = (language: Language) =>
  downloadApiFile(buildApiUrl('Vendor/Members/Batch/Template', { language }), 'member-import.xlsx');
