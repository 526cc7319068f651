import { type ConsultationState, consultationFileMaxBytes } from '@portal/contracts/consultation';

export const fileMaxMb = Math.round(consultationFileMaxBytes / (1024 * 1024));
/** What the file picker offers; the server reads the type from the bytes whatever the name says. */
export const acceptedFiles = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';
const acceptedExtensions = ['pdf', 'png', 'jpg', 'jpeg', 'webp'];

export type FileProblem = { key: 'fileTypeRefused' | 'fileTooLarge'; name: string };

/** Why a chosen file would be refused, told before sending it (the server checks again). */
export function fileProblemOf(file: { name: string; size: number }): FileProblem | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : undefined;
  if (!extension || !acceptedExtensions.includes(extension))
    return { key: 'fileTypeRefused', name: file.name };
  if (file.size > consultationFileMaxBytes) return { key: 'fileTooLarge', name: file.name };
  return null;
}

/** The multipart form of `PUT /Consultation` and `POST /Consultation/{id}`: text fields, then the file. */
export function consultationFormData(fields: Record<string, string>, file: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('file', file, file.name);
  return body;
}

export interface ConsultationFilters {
  keyword: string;
  state: ConsultationState | undefined;
  mineOnly: boolean;
}

/** The list's `condition`: only what is set. */
export function listCondition(filters: ConsultationFilters): Record<string, unknown> {
  const condition: Record<string, unknown> = {};
  if (filters.keyword.trim()) condition.keyword = filters.keyword.trim();
  if (filters.state) condition.state = filters.state;
  if (filters.mineOnly) condition.mine = true;
  return condition;
}
