import type { newsInsertSchema } from '@portal/contracts/news';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { detachImages, replaceImages } from '../images/images.service';
import { imageIdsOfFiles, type NewsRow, type NewsValues } from './news.repository';
import { attachableFiles, replaceAttachments } from './news-attachments.repository';
import { hasContent, imageFileHashesOf, plainTextOf, sanitizeNewsBody } from './news-html';

export type NewsInput = z.output<typeof newsInsertSchema>;

/** The images of an announcement are held under this owner type (the image sweep leaves them alone). */
export const newsImageOwnerType = 'news';

/**
 * What a write stores, from what staff sent: bodies through the allow-list, the window checked, the
 * publication time kept from the first publication, and the search text (NFKC, lower case).
 */
export function newsValuesOf(input: NewsInput, now: Date, before?: NewsRow): NewsValues {
  const bodyZh = sanitizeNewsBody(input.bodyZh);
  const bodyEn = sanitizeNewsBody(input.bodyEn);
  if (!hasContent(bodyZh)) throw AppError.of('NEWS_BODY_EMPTY', { field: 'bodyZh' });
  const publishFrom = input.publishFrom === null ? null : new Date(input.publishFrom);
  const publishUntil = input.publishUntil === null ? null : new Date(input.publishUntil);
  if (publishFrom && publishUntil && publishUntil <= publishFrom) {
    throw AppError.of('NEWS_WINDOW_INVALID', { field: 'publishUntil' });
  }
  const published = input.status === 'published';
  const publishedAt = published ? (before?.publishedAt ?? now) : null;
  const searchText = [input.titleZh, input.titleEn, plainTextOf(bodyZh), plainTextOf(bodyEn)]
    .join(' ')
    .normalize('NFKC')
    .toLowerCase();
  return {
    category: input.category,
    audience: input.audience,
    status: input.status,
    titleZh: input.titleZh,
    titleEn: input.titleEn,
    bodyZh,
    // An English body with nothing in it is no English body: readers get the Chinese one.
    bodyEn: hasContent(bodyEn) ? bodyEn : '',
    pinned: input.pinned,
    publishFrom,
    publishUntil,
    publishedAt,
    visibleFrom: published ? (publishFrom ?? publishedAt) : null,
    searchText,
    // Once asked for, the audience mail stays asked for (it is sent once, see news-audience-mail.ts).
    mailAudience: input.mailAudience || (before?.mailAudience ?? false),
    updatedAt: now,
  };
}

/**
 * Holds the pictures the bodies show under the announcement (and lets go of the ones no longer shown).
 * A picture URL that is not one of the pipeline's files, or one the writer may not use, is refused.
 */
export async function holdBodyImages(
  tx: Database,
  input: { actorId: string; newsId: string; bodies: string[]; at: Date },
): Promise<void> {
  const hashes = [...new Set(input.bodies.flatMap(imageFileHashesOf))];
  const byFile = await imageIdsOfFiles(tx, hashes);
  if (byFile.size !== hashes.length) throw AppError.of('NEWS_IMAGE_NOT_ALLOWED', { field: 'bodyZh' });
  try {
    await replaceImages(tx, {
      actorId: input.actorId,
      owner: { type: newsImageOwnerType, id: input.newsId },
      imageIds: [...new Set(byFile.values())],
      at: input.at,
      field: 'bodyZh',
    });
  } catch (error) {
    if (error instanceof AppError && error.details[0].code === 'IMAGE_NOT_FOUND') {
      throw AppError.of('NEWS_IMAGE_NOT_ALLOWED', { field: 'bodyZh' });
    }
    throw error;
  }
}

export async function releaseBodyImages(tx: Database, newsId: string, at: Date): Promise<void> {
  await detachImages(tx, { type: newsImageOwnerType, id: newsId }, at);
}

/** Sets the item's attachments to `fileIds`, in that order; a file the writer may not attach is refused. */
export async function setAttachments(
  tx: Database,
  input: { actorId: string; newsId: string; fileIds: string[] },
): Promise<void> {
  const ids = [...new Set(input.fileIds)];
  const allowed = await attachableFiles(tx, { actorId: input.actorId, newsId: input.newsId, ids });
  if (ids.some((id) => !allowed.has(id))) throw AppError.of('NOT_FOUND', { field: 'attachmentIds' });
  await replaceAttachments(tx, input.newsId, ids);
}
