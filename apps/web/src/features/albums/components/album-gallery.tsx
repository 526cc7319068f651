import type { Picture } from '@portal/contracts/albums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Lightbox } from '../../../components/lightbox';

/** The readers' view: thumbnails, each opening the lightbox at its picture. */
export function AlbumGallery({ pictures, language }: { pictures: Picture[]; language: 'zh-Hant' | 'en' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className="album-gallery" aria-label={t('albums.gallery')}>
        {pictures.map((picture, index) => {
          const caption = (language === 'en' && picture.captionEn) || picture.captionZh;
          return (
            <li key={picture.id}>
              <button type="button" className="album-thumb" onClick={() => setOpen(index)}>
                <img
                  src={picture.image.variants.small.url}
                  width={picture.image.variants.small.width}
                  height={picture.image.variants.small.height}
                  alt={caption || t('albums.pictureN', { index: index + 1 })}
                  loading="lazy"
                />
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null && (
        <Lightbox
          pictures={pictures}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          language={language}
        />
      )}
    </>
  );
}
