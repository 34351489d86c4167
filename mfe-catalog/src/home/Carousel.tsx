import { useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import type { CarouselBanner } from '@mealprep/shared/catalogue/contracts';
import { AppLink } from '@mealprep/shared/routes';
import { VisuallyHidden, textStyle } from '@mealprep/shared/ui';
import { useT } from '../i18n';
import { ResponsiveImg } from '../images/ResponsiveImg';
import { routeOfPath } from '../pages/routeOfPath';

const ROTATE_MS = 7000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The panel behind the caption's text (see Caption). */
export const CAPTION_SCRIM = 'rgba(16, 24, 20, 0.82)';

const Region = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The caption is in the flow, at the foot of the photo: a longer (ms-MY) text makes the slide
 * taller instead of being cut off. The wide 16:7 shape only applies where the width alone gives
 * at least the minimum height; on a phone an aspect ratio with a minimum height made the slide
 * ~805 px wide inside a frame that hides the overflow.
 */
const Slide = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  width: 100%;
  min-height: 22rem;

  ${({ theme }) => theme.media.lg} {
    aspect-ratio: 16 / 7;
  }

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

/**
 * White text on a dark panel that covers everything behind the text: 82 % of #101814 over even a
 * white patch of the photo leaves at most rgb(59, 66, 62) behind the text, above 10:1 for white.
 * (A gradient fading to transparent left the heading at about 1.9:1 over light photos.) On a
 * phone the panel spans the slide's foot and keeps room below for the controls; from lg it is a
 * card at the bottom left, beside them.
 */
const Caption = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  max-width: 100%;
  /* A long word (a ms-MY compound, a product name) wraps instead of leaving the card at 320 px. */
  overflow-wrap: anywhere;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} calc(2.75rem + ${theme.space[5]})`};
  background: ${CAPTION_SCRIM};
  color: #fff;

  ${({ theme }) => theme.media.lg} {
    max-width: 38rem;
    margin: ${({ theme }) => `0 0 ${theme.space[5]} ${theme.space[5]}`};
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  h2 {
    margin: 0;
    max-width: 100%;
    ${textStyle('display')}
  }

  p {
    margin: 0;
    max-width: min(100%, 40rem);
  }

  /* The theme's blue ring is too dark to see on the panel. */
  a:focus-visible {
    outline-color: #fff;
  }
`;

export const ctaLinkStyles = css`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
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
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  /* The position ("2 / 3") is text over the photo too. */
  background: ${CAPTION_SCRIM};
  color: #fff;

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
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

  button:focus-visible {
    outline-color: #fff;
  }
`;

/**
 * Whether the customer asks for less motion, following changes made while the page is open. The
 * first render assumes less motion, as the server (which cannot know) renders it; the browser
 * reads the preference once the page is hydrated (docs/architecture.md §2.4).
 */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d={direction === 'left' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * An accessible carousel (WAI-ARIA APG): no autoplay when motion is reduced, and it stops as soon
 * as the customer turns reduced motion on (Play still starts it on request).
 */
export function Carousel({ banners }: { banners: CarouselBanner[] }) {
  const t = useT();
  const id = useId();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // Paused in the first render (the server's), playing once the browser knows motion is welcome.
  const [playing, setPlaying] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;

  // Starts playing once, when the browser finds motion welcome; stops whenever it is not.
  const autoplayed = useRef(false);
  useEffect(() => {
    if (reducedMotion) {
      setPlaying(false);
      return;
    }
    if (!autoplayed.current && count > 1) {
      autoplayed.current = true;
      setPlaying(true);
    }
  }, [reducedMotion, count]);

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
          <button type="button" aria-controls={`${id}-slides`} onClick={() => go(-1)}>
            <Chevron direction="left" />
            <VisuallyHidden>{t('catalog.home.previous')}</VisuallyHidden>
          </button>
          <span aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button type="button" aria-controls={`${id}-slides`} onClick={() => go(1)}>
            <Chevron direction="right" />
            <VisuallyHidden>{t('catalog.home.next')}</VisuallyHidden>
          </button>
        </Controls>
      )}
    </Region>
  );
}
