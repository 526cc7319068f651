import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import type { Picture, PictureAlbum } from '@portal/contracts/albums';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceDeleteButton } from '../../../components/resource/resource-delete-button';
import { splitApiError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import {
  albumUpdateOf,
  pictureUpdateOf,
  useAlbumMutations,
  usePictureMutations,
} from '../api/albums-resource';
import { type KeyboardReorder, moveItem, reorderKey } from '../reorder';
import { CaptionEditor } from './caption-editor';

interface PictureGridEditorProps {
  album: PictureAlbum;
  pictures: Picture[];
}

/**
 * The staff's view of an album's pictures: drag one onto another's place, or with the keyboard (Space
 * lifts, arrows move, Space drops, Escape cancels), or the move buttons; make one the cover; edit its
 * captions; delete one.
 * Each move is one `PUT /Pictures` with the new `sortOrder` (the server renumbers the album).
 */
export function PictureGridEditor({ album, pictures }: PictureGridEditorProps) {
  const { t } = useTranslation();
  const { update, remove } = usePictureMutations();
  const { update: updateAlbum } = useAlbumMutations();
  const [dragged, setDragged] = useState<number | null>(null);
  const [keyboard, setKeyboard] = useState<KeyboardReorder>({ lifted: null });
  const [announcement, setAnnouncement] = useState('');
  // While something is lifted the grid shows where it would go.
  const shown = keyboard.lifted ? moveItem(pictures, keyboard.lifted.from, keyboard.lifted.at) : pictures;

  const save = async (from: number, to: number) => {
    const picture = pictures[from];
    if (!picture || from === to) return;
    try {
      await update.mutateAsync(pictureUpdateOf(picture, { sortOrder: to }));
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    }
  };

  const makeCover = async (picture: Picture) => {
    try {
      await updateAlbum.mutateAsync(albumUpdateOf(album, { coverPictureId: picture.id }));
    } catch (error) {
      toast.error(splitApiError(error, []).general.join(' '));
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const step = reorderKey(keyboard, event.key, index, pictures.length);
    if (step.kind === 'none') return;
    event.preventDefault();
    if (step.kind === 'lift') {
      setKeyboard({ lifted: { from: step.index, at: step.index } });
      setAnnouncement(t('albums.grabbed', { index: step.index + 1 }));
    } else if (step.kind === 'move' && keyboard.lifted) {
      setKeyboard({ lifted: { ...keyboard.lifted, at: step.at } });
      setAnnouncement(t('albums.moved', { index: step.at + 1 }));
      // Focus follows the lifted picture to its new place.
      requestAnimationFrame(() =>
        document.getElementById(`picture-${pictures[keyboard.lifted?.from ?? 0]?.id}`)?.focus(),
      );
    } else if (step.kind === 'drop') {
      setKeyboard({ lifted: null });
      setAnnouncement(t('albums.dropped', { index: step.to + 1 }));
      void save(step.from, step.to);
    } else if (step.kind === 'cancel') {
      setKeyboard({ lifted: null });
      setAnnouncement(t('albums.cancelled'));
    }
  };

  return (
    <>
      <p className="album-hint">{t('albums.reorderHint')}</p>
      <div aria-live="assertive" className="visually-hidden">
        {announcement}
      </div>
      <ol className="picture-grid" aria-label={t('albums.pictures')}>
        {shown.map((picture, index) => {
          const isCover = (album.coverPictureId ?? pictures[0]?.id) === picture.id;
          const isLifted = keyboard.lifted !== null && pictures[keyboard.lifted.from]?.id === picture.id;
          return (
            <li
              key={picture.id}
              id={`picture-${picture.id}`}
              className={`picture-tile${isLifted ? ' is-lifted' : ''}`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the tile is the keyboard handle of the reorder
              tabIndex={0}
              aria-label={`${t('albums.pictureN', { index: index + 1 })}${picture.captionZh ? `: ${picture.captionZh}` : ''}`}
              draggable
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) void save(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <img
                src={picture.image.variants.small.url}
                width={picture.image.variants.small.width}
                height={picture.image.variants.small.height}
                alt={picture.captionZh}
                loading="lazy"
                draggable={false}
              />
              {isCover && <Tag color="gold">{t('albums.cover')}</Tag>}
              <div className="picture-tile-actions">
                <Button
                  size="small"
                  icon={<ArrowLeftOutlined aria-hidden />}
                  aria-label={`${t('albums.moveBefore')} ${t('albums.pictureN', { index: index + 1 })}`}
                  disabled={index === 0}
                  onClick={() => void save(index, index - 1)}
                />
                <Button
                  size="small"
                  icon={<ArrowRightOutlined aria-hidden />}
                  aria-label={`${t('albums.moveAfter')} ${t('albums.pictureN', { index: index + 1 })}`}
                  disabled={index === pictures.length - 1}
                  onClick={() => void save(index, index + 1)}
                />
                <CaptionEditor picture={picture} name={t('albums.pictureN', { index: index + 1 })} />
                {!isCover && (
                  <Button
                    size="small"
                    icon={<StarOutlined aria-hidden />}
                    aria-label={`${t('albums.setCover')} ${t('albums.pictureN', { index: index + 1 })}`}
                    onClick={() => void makeCover(picture)}
                  />
                )}
                <ResourceDeleteButton
                  name={t('albums.pictureN', { index: index + 1 })}
                  onDelete={() => remove.mutateAsync(picture.id)}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
