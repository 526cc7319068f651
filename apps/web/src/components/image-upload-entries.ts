import { imageInputTypes, imageMaxBytes, type StoredImage } from '@portal/contracts/image';

/** One card of the upload list: a chosen image, a file on its way, or a file refused. */
export type ImageEntry =
  | { key: string; status: 'done'; imageId: string; image?: StoredImage }
  | { key: string; status: 'uploading'; name: string; progress: number }
  | { key: string; status: 'error'; name: string; error: string };

/** The chosen images' ids, in the list's order (the first is the cover). */
export const imageIdsOf = (entries: ImageEntry[]) =>
  entries.flatMap((entry) => (entry.status === 'done' ? [entry.imageId] : []));

export const isBusy = (entries: ImageEntry[]) => entries.some((entry) => entry.status === 'uploading');

export const sameIds = (a: string[], b: string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** The list with `ids` as its chosen images (a value set from outside); pending and refused files stay. */
export function withIds(
  entries: ImageEntry[],
  ids: string[],
  known: Map<string, StoredImage>,
  newKey: () => string,
): ImageEntry[] {
  const byId = new Map(entries.flatMap((entry) => (entry.status === 'done' ? [[entry.imageId, entry]] : [])));
  const chosen: ImageEntry[] = ids.map((imageId) => {
    const image = known.get(imageId);
    return byId.get(imageId) ?? { key: newKey(), status: 'done', imageId, ...(image ? { image } : {}) };
  });
  return [...chosen, ...entries.filter((entry) => entry.status !== 'done')];
}

/**
 * Moves a chosen image one place earlier or later among the chosen ones, or to the front (the cover).
 * Cards of pending files keep their places.
 */
export function moveImage(
  entries: ImageEntry[],
  key: string,
  to: 'earlier' | 'later' | 'first',
): ImageEntry[] {
  const places = entries.flatMap((entry, index) => (entry.status === 'done' ? [index] : []));
  const from = places.findIndex((index) => entries[index]?.key === key);
  if (from < 0) return entries;
  const target = to === 'first' ? 0 : to === 'earlier' ? from - 1 : from + 1;
  if (target < 0 || target >= places.length || target === from) return entries;
  const chosen = places.map((index) => entries[index] as ImageEntry);
  const [moved] = chosen.splice(from, 1);
  if (moved) chosen.splice(target, 0, moved);
  const next = [...entries];
  places.forEach((index, order) => {
    next[index] = chosen[order] as ImageEntry;
  });
  return next;
}

const extensionTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/**
 * The check before sending, with the server's limits: a picture type and at most 10 MB. The browser's
 * type is a hint (some systems give none, so the extension stands in); the server reads the bytes.
 */
export function checkImageFile(file: {
  name: string;
  size: number;
  type: string;
}): 'typeNotAllowed' | 'tooLarge' | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type || extensionTypes[extension] || '';
  if (!(imageInputTypes as readonly string[]).includes(type)) return 'typeNotAllowed';
  if (file.size > imageMaxBytes) return 'tooLarge';
  return null;
}
