import type {
  Picture,
  PictureAlbum,
  pictureAlbumInsertSchema,
  pictureAlbumUpdateSchema,
  pictureInsertSchema,
  pictureUpdateSchema,
} from '@portal/contracts/albums';
import { maxPageSize } from '@portal/contracts/list-keys';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchResourceList, resourceQueryKeys } from '../../../components/resource/use-resource-list';
import { useResourceMutations } from '../../../components/resource/use-resource-mutations';
import { apiRequest } from '../../../lib/api-client';

/** `PictureAlbums` and `Pictures` (generic pattern; reads open to anyone, writes need `albums:write`). */
export const albumsResource = 'PictureAlbums';
export const picturesResource = 'Pictures';

export type AlbumInsert = z.input<typeof pictureAlbumInsertSchema>;
export type AlbumUpdate = z.input<typeof pictureAlbumUpdateSchema>;
export type PictureInsert = z.input<typeof pictureInsertSchema>;
export type PictureUpdate = z.input<typeof pictureUpdateSchema>;

export function useAlbums() {
  return useQuery({
    queryKey: [...resourceQueryKeys.all(albumsResource), 'all'],
    queryFn: ({ signal }) =>
      fetchResourceList<PictureAlbum>(albumsResource, { page: 1, pageSize: maxPageSize }, signal),
  });
}

/** The public albums only, newest first: the gallery open to everyone (the same list whoever asks). */
export function usePublicAlbums() {
  return useQuery({
    queryKey: [...resourceQueryKeys.all(albumsResource), 'public'],
    queryFn: ({ signal }) =>
      fetchResourceList<PictureAlbum>(
        albumsResource,
        {
          page: 1,
          pageSize: maxPageSize,
          condition: { visibility: 'public' },
          sortings: [{ field: 'albumDate', dir: 'desc' }],
        },
        signal,
      ),
  });
}

export function useAlbum(id: string) {
  return useQuery({
    queryKey: [...resourceQueryKeys.all(albumsResource), 'one', id],
    queryFn: ({ signal }) => apiRequest<PictureAlbum>(`${albumsResource}/${id}`, { signal }),
  });
}

/** An album's pictures in order (an album holds at most a few hundred; the first page of 100 here). */
export function usePicturesOf(albumId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: [...resourceQueryKeys.all(picturesResource), 'of', albumId],
    queryFn: ({ signal }) =>
      fetchResourceList<Picture>(
        picturesResource,
        {
          page: 1,
          pageSize: maxPageSize,
          condition: { albumId },
          sortings: [{ field: 'sortOrder', dir: 'asc' }],
        },
        signal,
      ),
  });
}

export const useAlbumMutations = () =>
  useResourceMutations<PictureAlbum, AlbumInsert, AlbumUpdate>(albumsResource);
export const usePictureMutations = () =>
  useResourceMutations<Picture, PictureInsert, PictureUpdate>(picturesResource);

/** The body of `PUT /Pictures` for a picture as it is, with changes. */
export function pictureUpdateOf(picture: Picture, changes: Partial<PictureUpdate> = {}): PictureUpdate {
  return {
    id: picture.id,
    albumId: picture.albumId,
    imageId: picture.image.id,
    captionZh: picture.captionZh,
    captionEn: picture.captionEn,
    ...changes,
  };
}

/** The body of `PUT /PictureAlbums` for an album as it is, with changes. */
export function albumUpdateOf(album: PictureAlbum, changes: Partial<AlbumUpdate> = {}): AlbumUpdate {
  return {
    id: album.id,
    titleZh: album.titleZh,
    titleEn: album.titleEn,
    albumDate: album.albumDate,
    visibility: album.visibility,
    coverPictureId: album.coverPictureId,
    ...changes,
  };
}
