import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { bearer, someAddress } from '../../../test/identity-fixtures';

/** A small but well-formed one-page PDF (catalog, pages, page, cross-reference table, trailer). */
export function minimalPdf(padding = 0): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = '%PDF-1.4\n';
  // A comment line of the requested length makes a bigger file that is still a valid PDF.
  if (padding > 0) text += `%${'x'.repeat(padding)}\n`;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(text));
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 grey PNG: signature, IHDR, IDAT, IEND, each with its CRC. */
export function minimalPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FormPart {
  name: string;
  value: Buffer | string;
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it (file names in raw UTF-8). */
export function multipartBody(parts: FormPart[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const fileName = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${fileName}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A multipart `POST` of one `file` part to `url`; no token calls it anonymously. */
export function uploadFilePart(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  file: { bytes: Buffer; fileName: string; contentType: string },
) {
  const body = multipartBody([
    { name: 'file', value: file.bytes, fileName: file.fileName, contentType: file.contentType },
  ]);
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': body.contentType, ...(token ? bearer(token) : {}) },
    payload: body.payload,
    remoteAddress: someAddress(),
  });
}

/** `POST /Vendor/Documents` with one `file` part; no token calls it anonymously. */
export function uploadDocument(
  app: FastifyInstance,
  token: string | undefined,
  file: { bytes: Buffer; fileName?: string; contentType?: string },
) {
  return uploadFilePart(app, '/api/v1/Vendor/Documents', token, {
    bytes: file.bytes,
    fileName: file.fileName ?? 'document.pdf',
    contentType: file.contentType ?? 'application/octet-stream',
  });
}
