import type { StoredDocument } from '@portal/contracts/vendor-application';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /Vendor/Documents` (multipart, one `file` part): stores a supporting document for an application
 * or an upgrade. 415 DOCUMENT_TYPE_NOT_ALLOWED (checked by content), 413 DOCUMENT_TOO_LARGE.
 */
export function uploadDocument(file: File): Promise<StoredDocument> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<StoredDocument>('Vendor/Documents', { method: 'POST', body });
}

export function useUploadDocument() {
  return useMutation({ mutationFn: uploadDocument });
}
