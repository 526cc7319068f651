import { consultationFileMaxBytes } from '@portal/contracts/consultation';
import { type ErrorCode, errorMessages } from '@portal/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, type AppErrorDetail } from '../../lib/app-error';
import type { Upload } from './consultations.service';

const maxMb = Math.round(consultationFileMaxBytes / (1024 * 1024));
/** Longer than any accepted text field in UTF-8 (5 000 characters of 4 bytes): a cut value was too long. */
export const formFieldMaxBytes = 32 * 1024;

/** The multipart reader's limits for the consultation forms. */
export const consultationFormLimits = {
  fileSize: consultationFileMaxBytes,
  files: 1,
  fields: 4,
  fieldSize: formFieldMaxBytes,
  parts: 6,
  headerPairs: 20,
};

/** Turns what the multipart reader threw into the client's error (a broken form is the client's fault). */
function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return AppError.of('CONSULTATION_FILE_TOO_LARGE', { field: 'file', params: { maxMb } });
  }
  if (statusCode === 413) return AppError.of('PAYLOAD_TOO_LARGE');
  return AppError.of('MALFORMED_BODY');
}

/** A Zod issue of a form field as the error handler words JSON bodies' issues. */
function detailOf(issue: z.core.$ZodIssue): AppErrorDetail {
  const field = issue.path.map(String).join('.') || undefined;
  const at = field ? { field } : {};
  if (issue.message in errorMessages) return { code: issue.message as ErrorCode, ...at };
  switch (issue.code) {
    case 'too_small':
      return { code: 'FIELD_TOO_SHORT', ...at, params: { min: String(issue.minimum) } };
    case 'too_big':
      return { code: 'FIELD_TOO_LONG', ...at, params: { max: String(issue.maximum) } };
    case 'invalid_type':
      return { code: 'FIELD_REQUIRED', ...at };
    case 'unrecognized_keys':
      return { code: 'FIELD_UNKNOWN', field: issue.keys[0] ?? '' };
    default:
      return { code: 'FIELD_INVALID_VALUE', ...at };
  }
}

/**
 * Reads a consultation form: its text fields, checked against `schema`, and at most one `file` part
 * (in memory, at most the documents' size). An empty file part (a browser's "no file chosen") is none.
 */
export async function readConsultationForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
): Promise<{ fields: z.output<Schema>; upload: Upload | undefined }> {
  if (!request.isMultipart()) throw AppError.of('UNSUPPORTED_MEDIA_TYPE');
  const values: Record<string, string> = {};
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload)
          throw AppError.of('FIELD_UNKNOWN', { field: part.fieldname });
        const bytes = await part.toBuffer();
        if (bytes.length > 0) upload = { bytes, fileName: part.filename };
        continue;
      }
      if (part.valueTruncated)
        throw AppError.of('FIELD_TOO_LONG', { field: part.fieldname, params: { max: 5000 } });
      values[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw formError(error);
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const [first, ...rest] = parsed.error.issues.map(detailOf);
    throw new AppError([first ?? { code: 'VALIDATION_FAILED' }, ...rest], 400);
  }
  return { fields: parsed.data, upload };
}
