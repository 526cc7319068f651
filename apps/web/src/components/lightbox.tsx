import CloseOutlined from '@ant-design/icons/CloseOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { Picture } from '@portal/contracts/albums';
import './lightbox.css';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/** What the lightbox shows of a picture: an album's picture, or a product's image with no caption. */
export type LightboxPicture = Pick<Picture, 'image' | 'captionZh' | 'captionEn'>;

export interface LightboxProps {
  pictures: LightboxPicture[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  language: 'zh-Hant' | 'en';
}

/**
 * One picture large, over the page (albums, a product's images; texts in the `publishing` bundle): Escape closes, the arrow keys move, Tab stays inside; on closing,
 * focus returns to what opened it (the thumbnail).
 */
export function Lightbox({ pictures, index, onIndexChange, onClose, language }: LightboxProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = pictures.length;
  const picture = pictures[index];

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => opener?.focus();
  }, []);

  if (!picture) return null;
  const caption = (language === 'en' && picture.captionEn) || picture.captionZh;
  const move = (step: number) => onIndexChange((index + step + count) % count);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Tab') {
      // Keeps focus among the dialog's own buttons.
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the dialog's keys (Escape, arrows) act on all of it
    <div className="lightbox-backdrop" onKeyDown={onKeyDown}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-label={t('lightbox.label')} className="lightbox">
        <figure className="lightbox-figure">
          <img
            src={picture.image.variants.large.url}
            width={picture.image.variants.large.width}
            height={picture.image.variants.large.height}
            alt={caption || t('albums.pictureN', { index: index + 1 })}
          />
          <figcaption>
            {caption}{' '}
            <span className="lightbox-position">{t('lightbox.position', { index: index + 1, count })}</span>
          </figcaption>
        </figure>
        <div className="lightbox-controls">
          <Button
            icon={<LeftOutlined aria-hidden />}
            aria-label={t('lightbox.previous')}
            onClick={() => move(-1)}
            disabled={count < 2}
          />
          <Button
            icon={<RightOutlined aria-hidden />}
            aria-label={t('lightbox.next')}
            onClick={() => move(1)}
            disabled={count < 2}
          />
          <Button ref={closeButton} icon={<CloseOutlined aria-hidden />} onClick={onClose}>
            {t('lightbox.close')}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
