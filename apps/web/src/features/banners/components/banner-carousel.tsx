import CaretRightOutlined from '@ant-design/icons/CaretRightOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import PauseOutlined from '@ant-design/icons/PauseOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { ActiveBanner } from '@portal/contracts/banners';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePublishingTexts } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';
import { useActiveBanners } from '../api/active-banners';
import { useCarousel, usePrefersReducedMotion } from '../use-carousel';
import '../banners.css';

/** How long a slide stays before the next one (WCAG 2.2.2 asks for a pause control: it is there). */
export const slideIntervalMs = 6000;

export interface BannerCarouselProps {
  position: string;
}

/** The active banners of a position as a light carousel; nothing at all when the position is empty. */
export default function BannerCarousel({ position }: BannerCarouselProps) {
  usePublishingTexts();
  const language = useLanguage();
  const banners = useActiveBanners(position, language);
  // Holds the carousel's place while it loads, so the page below does not jump.
  if (banners.isPending) return <div className="banner-carousel-skeleton" aria-hidden="true" />;
  if (!banners.data || banners.data.length === 0) return null;
  return <CarouselSlides banners={banners.data} />;
}

export function CarouselSlides({ banners }: { banners: ActiveBanner[] }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const carousel = useCarousel(banners.length, { intervalMs: slideIntervalMs, reducedMotion });
  const count = banners.length;
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onMouseEnter={() => carousel.setHeld(true)}
      onMouseLeave={() => carousel.setHeld(false)}
      onFocus={() => carousel.setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setHeld(false);
      }}
    >
      {/* Announced when the visitor moves the slides, not every few seconds while it plays. */}
      <div className="banner-carousel-slides" aria-live={carousel.isPlaying ? 'off' : 'polite'}>
        {banners.map((banner, index) => {
          const image = (
            <img
              src={banner.image.variants.large.url}
              srcSet={`${banner.image.variants.medium.url} ${banner.image.variants.medium.width}w, ${banner.image.variants.large.url} ${banner.image.variants.large.width}w`}
              sizes="(max-width: 960px) 100vw, 960px"
              width={banner.image.variants.large.width}
              height={banner.image.variants.large.height}
              alt={banner.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          );
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form fieldset
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: index + 1, count })}
              hidden={index !== carousel.index}
              className="banner-carousel-slide"
            >
              {banner.linkUrl ? (
                <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer">
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="banner-carousel-controls">
          {carousel.canPlay && (
            <Button
              size="small"
              icon={carousel.isPlaying ? <PauseOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
              onClick={carousel.togglePlaying}
            >
              {carousel.isPlaying ? t('carousel.pause') : t('carousel.play')}
            </Button>
          )}
          <Button
            size="small"
            icon={<LeftOutlined aria-hidden />}
            aria-label={t('carousel.previous')}
            onClick={carousel.previous}
          />
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="banner-carousel-dot"
              aria-label={t('carousel.goTo', { index: index + 1 })}
              aria-current={index === carousel.index ? 'true' : undefined}
              onClick={() => carousel.goTo(index)}
            />
          ))}
          <Button
            size="small"
            icon={<RightOutlined aria-hidden />}
            aria-label={t('carousel.next')}
            onClick={carousel.next}
          />
        </div>
      )}
    </section>
  );
}
