import { documentMaxBytes, documentTypes } from '@portal/contracts/vendor-application';

/** Why a chosen file will not be sent: the server would refuse it with this code. */
export type DocumentProblem = 'DOCUMENT_TYPE_NOT_ALLOWED' | 'DOCUMENT_TOO_LARGE';

/** The file picker's filter: the same types the server accepts, by extension and by media type. */
export const documentAccept = ['.pdf', '.png', '.jpg', '.jpeg', '.webp', ...documentTypes].join(',');

const extensionTypes: Record<string, (typeof documentTypes)[number]> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export const documentMaxMb = documentMaxBytes / (1024 * 1024);

/**
 * The check before uploading, with the server's limits (contracts): PDF, PNG, JPEG or WebP, at most 10 MB.
 * The browser's media type is a hint (some systems give none, so the extension stands in); the server
 * checks the content itself.
 */
export function checkDocumentFile(file: {
  name: string;
  size: number;
  type: string;
}): DocumentProblem | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type || extensionTypes[extension] || '';
  if (!(documentTypes as readonly string[]).includes(type)) return 'DOCUMENT_TYPE_NOT_ALLOWED';
  if (file.size > documentMaxBytes) return 'DOCUMENT_TOO_LARGE';
  return null;
}
