import { keyframes, styled } from 'styled-components';
import { omitProps } from './omitProps';

const shimmer = keyframes`
  from {
    background-position: 100% 0;
  }
  to {
    background-position: -100% 0;
  }
`;

type Radius = 'sm' | 'md' | 'lg' | 'pill';

const Box = styled.span.withConfig({ shouldForwardProp: omitProps('width', 'height', 'radius') })<{
  width: string;
  height: string;
  radius: Radius;
}>`
  display: block;
  width: ${({ width }) => width};
  height: ${({ height }) => height};
  border-radius: ${({ theme, radius }) => theme.radii[radius]};
  background: ${({ theme }) =>
    `linear-gradient(90deg, ${theme.colors.skeleton} 25%, ${theme.colors.skeletonHighlight} 50%, ${theme.colors.skeleton} 75%)`};
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

const toCss = (size: number | string) => (typeof size === 'number' ? `${size}px` : size);

export interface SkeletonProps {
  /** A number is px; a string is any CSS length. */
  width?: number | string;
  height?: number | string;
  /** A circle (avatar placeholder) of `width`. */
  circle?: boolean;
  radius?: Radius;
  className?: string;
}

/**
 * Placeholder shape while content loads. Hidden from assistive technology: mark the region
 * that is loading with aria-busy and a visible or visually hidden "Loading" instead.
 */
export function Skeleton({
  width = '100%',
  height = '1rem',
  circle = false,
  radius = 'md',
  className,
}: SkeletonProps) {
  return (
    <Box
      aria-hidden="true"
      className={className}
      width={toCss(width)}
      height={toCss(circle ? width : height)}
      radius={circle ? 'pill' : radius}
    />
  );
}
