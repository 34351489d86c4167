import { useEffect, useId, useState } from 'react';
import styled, { css } from 'styled-components';
import type { CarouselBanner } from '@mealprep/shared/domain';
import { AppLink } from '@mealprep/shared/routes';
import { useT } from '../i18n';
import { ResponsiveImg } from '../images/ResponsiveImg';
import { routeOfPath } from '../pages/routeOfPath';

const ROTATE_MS = 7000;

const Region = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Slide = styled.div`
  position: relative;
  aspect-ratio: 16 / 7;
  min-height: 22rem;

  &[hidden] {
    display: none;
  }
`;

const Photo = styled(ResponsiveImg)`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Caption = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[5]} ${theme.space[8]}`};
  background: linear-gradient(transparent, rgba(16, 24, 20, 0.8));
  color: #fff;

  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2.25rem);
  }

  p {
    margin: 0;
    max-width: 40rem;
  }
`;

export const ctaLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Cta = styled(AppLink)`
  ${ctaLinkStyles}
`;

const Controls = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: #fff;

  button {
    min-width: 2.75rem;
    min-height: 2.75rem;
    border: 1px solid rgba(255, 255, 255, 0.7);
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgba(16, 24, 20, 0.6);
    color: #fff;
    font: inherit;
    cursor: pointer;
    padding: 0 ${({ theme }) => theme.space[3]};
  }
`;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : true;
}

/** An accessible carousel (WAI-ARIA APG): no autoplay when motion is reduced. */
export function Carousel({ banners }: { banners: CarouselBanner[] }) {
  const t = useT();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion() && banners.length > 1);
  const [focused, setFocused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (!playing || focused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [playing, focused, count]);

  if (count === 0) return null;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={t('catalog.home.carousel')}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div id={`${id}-slides`} aria-live={playing && !focused ? 'off' : 'polite'}>
        {banners.map((banner, slide) => (
          <Slide
            key={slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('catalog.home.slide', { current: slide + 1, total: count })}
            hidden={slide !== index}
          >
            <Photo image={banner.image} priority={slide === 0} sizes="100vw" />
            <Caption>
              <h2>{banner.title}</h2>
              <p>{banner.subtitle}</p>
              <Cta to={routeOfPath(banner.cta_action)}>{banner.cta_title}</Cta>
            </Caption>
          </Slide>
        ))}
      </div>
      {count > 1 && (
        <Controls>
          <button
            type="button"
            aria-controls={`${id}-slides`}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? t('catalog.home.pause') : t('catalog.home.play')}
          </button>
          <button
            type="button"
            aria-controls={`${id}-slides`}
            aria-label={t('catalog.home.previous')}
            onClick={() => go(-1)}
          >
            ‹
          </button>
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button
            type="button"
            aria-controls={`${id}-slides`}
            aria-label={t('catalog.home.next')}
            onClick={() => go(1)}
          >
            ›
          </button>
        </Controls>
      )}
    </Region>
  );
}
