import { createHash } from 'node:crypto';
import os from 'node:os';
import {
  type ImageInputType,
  type ImageVariantName,
  imageInputTypes,
  imageMaxPixels,
} from '@portal/contracts/image';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';
import { limitConcurrency } from '../../lib/limit-concurrency';
import { containsMarkup } from './markup-check';

// Every upload is different: libvips' operation cache would only hold memory.
sharp.cache(false);

/** The format sharp reports for each accepted type (a mismatch means the bytes lie about themselves). */
const sharpFormatOf: Record<ImageInputType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
  'image/gif': 'gif',
};

// WebP cannot be taller or wider than 16 383 px; the narrow sizes are bounded by it, never upscaled.
// The large size is the common 2048 px of shop pictures with zoom (sharp enough on a 4K screen).
const webpMaxSide = 16_383;
const variantBoxes: Record<ImageVariantName, { width: number; height: number }> = {
  large: { width: 2048, height: 2048 },
  medium: { width: 960, height: webpMaxSide },
  small: { width: 320, height: webpMaxSide },
};
// Effort 2 of 6: measured on a 12-megapixel photo, the large size took under half the CPU time of the
// default effort 4 for a file within 0.5 % of its size (docs/performance.md).
const webpOptions = { quality: 80, effort: 2 } as const;

export interface ImageHeader {
  type: ImageInputType;
  /** As the header says, orientation applied. */
  width: number;
  height: number;
}

export interface RenderedVariant {
  name: ImageVariantName;
  bytes: Buffer;
  width: number;
  height: number;
  sha256: string;
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const isInputType = (mime: string): mime is ImageInputType =>
  (imageInputTypes as readonly string[]).includes(mime);

/**
 * Checks an upload without decoding its pixels: the type from its magic bytes, no web markup hidden
 * in it (an HTML polyglot), and the pixel count from its header, so a small file claiming 50 000 ×
 * 50 000 pixels (a decompression bomb) is refused before anything allocates them.
 */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isInputType(detected.mime)) throw AppError.of('IMAGE_TYPE_NOT_ALLOWED');
  if (containsMarkup(bytes)) throw AppError.of('IMAGE_CONTAINS_MARKUP');
  let metadata: Metadata;
  try {
    // metadata() parses the header only; the limit is checked below with our own error.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw AppError.of('IMAGE_UNREADABLE');
  }
  if (metadata.format !== sharpFormatOf[detected.mime]) throw AppError.of('IMAGE_UNREADABLE');
  // An animated GIF or WebP is shown as its first frame: one page is what gets decoded.
  const width = metadata.width;
  const height = metadata.pageHeight ?? metadata.height;
  if (width * height > imageMaxPixels) {
    throw AppError.of('IMAGE_TOO_MANY_PIXELS', {
      params: { width, height, maxMegapixels: imageMaxPixels / 1_000_000 },
    });
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  return { type: detected.mime, width: turned ? height : width, height: turned ? width : height };
}

/**
 * Re-encodes the upload to WebP in every size: orientation applied (then the tag is gone), every
 * metadata block (EXIF with GPS, XMP, IPTC, ICC, comments) dropped, as sharp does unless asked to keep
 * them. The upload is decoded once, to the large size's pixels, and every size is made from those;
 * the sizes are encoded one after another, so one upload keeps to one core at a time.
 */
export async function renderVariants(bytes: Buffer): Promise<RenderedVariant[]> {
  const fit = { fit: 'inside', withoutEnlargement: true } as const;
  try {
    const decoded = await sharp(bytes, { limitInputPixels: imageMaxPixels, pages: 1 })
      .autoOrient()
      .resize({ ...variantBoxes.large, ...fit })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = {
      raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels },
    };
    const rendered: RenderedVariant[] = [];
    for (const [name, box] of Object.entries(variantBoxes) as [
      ImageVariantName,
      { width: number; height: number },
    ][]) {
      const { data, info } = await sharp(decoded.data, pixels)
        .resize({ ...box, ...fit })
        .webp(webpOptions)
        .toBuffer({ resolveWithObject: true });
      rendered.push({ name, bytes: data, width: info.width, height: info.height, sha256: sha256Of(data) });
    }
    return rendered;
  } catch {
    // Truncated or corrupt pixel data past a valid header.
    throw AppError.of('IMAGE_UNREADABLE');
  }
}

/**
 * At most one re-encoding per core at once in this process; the others wait their turn, so a burst of
 * uploads queues instead of decoding dozens of 40-megapixel pictures side by side.
 */
export function createRenderQueue(slots = os.availableParallelism()) {
  return limitConcurrency(slots);
}
