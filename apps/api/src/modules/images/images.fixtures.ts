import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { images } from '../../db/image-schema';
import { uploadFilePart } from '../files/documents.fixtures';

/** A picture made in the test: a colour gradient, so the encoders have something to do. */
export function testPicture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const jpegOf = (width: number, height: number) => testPicture(width, height).jpeg().toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb's shape: a valid PNG header claiming `width` × `height` grey pixels, followed
 * by a few hundred bytes of compressed zeros (a real bomb's data would inflate to gigabytes).
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG carrying `text` in a comment segment (COM) right after its start: still a valid JPEG. */
export function jpegWithComment(jpeg: Buffer, text: string): Buffer {
  const comment = Buffer.from(text, 'latin1');
  const marker = Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), marker, comment, jpeg.subarray(2)]);
}

/** `POST /Image` with one `file` part; no token calls it anonymously. */
export function uploadImage(
  app: FastifyInstance,
  token: string | undefined,
  file: { bytes: Buffer; fileName?: string; contentType?: string },
) {
  return uploadFilePart(app, '/api/v1/Image', token, {
    bytes: file.bytes,
    fileName: file.fileName ?? 'photo.jpg',
    contentType: file.contentType ?? 'image/jpeg',
  });
}

/** Every file under the storage directory (temporary ones included). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export const countImages = async (db: Database) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(images))[0]?.n ?? 0;
