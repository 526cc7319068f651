/**
 * `193 B`, `1.5 KB`, `3.0 MB`: the one way the app writes a file's size, so a document reads the same to
 * the applicant who uploaded it and to the staff who review it.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
