import type { StoredDocument } from '@portal/contracts/vendor-application';
import { buildApiUrl } from '../../../lib/api-client';
import { downloadApiFile } from '../../action-log/download-file';

/**
 * `GET /Vendor/Documents/{id}`: a supporting document, fetched with the bearer token (a plain link
 * cannot carry it) and saved under its own name. Resolves with the saved name.
 */
export function downloadDocument(document: Pick<StoredDocument, 'id' | 'fileName'>): Promise<string> {
  return downloadApiFile(
    buildApiUrl(`Vendor/Documents/${encodeURIComponent(document.id)}`),
    document.fileName,
  );
}
