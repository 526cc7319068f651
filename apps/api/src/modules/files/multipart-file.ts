import { PassThrough } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { documentTooLarge } from './documents.errors';
import type { DocumentUpload } from './documents.service';

/** Turns what the multipart reader threw into the client's error (a broken form is the client's fault). */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return documentTooLarge();
  // Too many parts, files or fields.
  if (statusCode === 413) return AppError.of('PAYLOAD_TOO_LARGE');
  return AppError.of('MALFORMED_BODY');
}

async function nextFilePart(parts: AsyncIterator<Multipart>): Promise<MultipartFile> {
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.type !== 'file') continue;
      if (part.fieldname === 'file') return part;
      part.file.resume();
    }
  } catch (error) {
    throw uploadError(error);
  }
  throw AppError.of('FIELD_REQUIRED', { field: 'file' });
}

/** Reads the form to its end: only a refusal (a second file, a cut-off body) matters now. */
async function readRest(parts: AsyncIterator<Multipart>): Promise<void> {
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      if (next.value.type === 'file') next.value.file.resume();
    }
  } catch (error) {
    throw uploadError(error);
  }
}

/**
 * The request's one `file` part (other parts are skipped), handed on as it arrives. Whatever the
 * reader of `content` does, the body is still read to its end, so the answer reaches a client that
 * is still sending; a file over the limit fails `content` at the limit, not after the whole body.
 */
export async function openFilePart(request: FastifyRequest): Promise<DocumentUpload> {
  const parts = request.parts()[Symbol.asyncIterator]();
  const part = await nextFilePart(parts);
  const content = new PassThrough();
  part.file.on('limit', () => content.destroy(documentTooLarge()));
  part.file.on('error', (error) => content.destroy(uploadError(error)));
  part.file.pipe(content);
  // Registered after `pipe`, whose own listener pauses the part when `content` closes early.
  content.on('close', () => part.file.resume());
  // The reader sees the error where it reads; this only keeps one between the two from crashing.
  content.on('error', () => {});
  const formEnd = readRest(parts);
  // Awaited by the service once the bytes are stored; not at all when it refuses the file earlier.
  formEnd.catch(() => {});
  return { fileName: part.filename, content, formEnd };
}
