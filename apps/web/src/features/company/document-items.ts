import type { StoredDocument } from '@portal/contracts/vendor-application';

/** A file in a document list being put together: uploading, stored on the server, or refused. */
export type DocumentItem =
  | { uid: string; name: string; size: number; status: 'uploading' }
  | { uid: string; name: string; size: number; status: 'done'; document: StoredDocument }
  | { uid: string; name: string; size: number; status: 'error'; error: string };

/** Documents already stored (those of an earlier application) as list items. */
export function documentItemsOf(documents: readonly StoredDocument[]): DocumentItem[] {
  return documents.map((document) => ({
    uid: document.id,
    name: document.fileName,
    size: document.size,
    status: 'done',
    document,
  }));
}

/** The stored documents of a list, in order: what an application sends as `documentIds`. */
export function storedDocuments(items: readonly DocumentItem[] | undefined): StoredDocument[] {
  return (items ?? []).flatMap((item) => (item.status === 'done' ? [item.document] : []));
}

/** Why the list cannot be sent yet: a file still uploading, or one the server refused left in it. */
export function documentListProblem(
  items: readonly DocumentItem[] | undefined,
): 'uploading' | 'failed' | null {
  if ((items ?? []).some((item) => item.status === 'uploading')) return 'uploading';
  if ((items ?? []).some((item) => item.status === 'error')) return 'failed';
  return null;
}
