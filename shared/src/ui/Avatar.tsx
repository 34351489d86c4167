import { useState } from 'react';
import { styled } from 'styled-components';
import { omitProps } from './omitProps';

export type AvatarSize = 'sm' | 'md' | 'lg';

const sizes: Record<AvatarSize, { box: string; font: string }> = {
  sm: { box: '2rem', font: '0.75rem' },
  md: { box: '2.5rem', font: '0.875rem' },
  lg: { box: '4rem', font: '1.25rem' },
};

const Circle = styled.span.withConfig({ shouldForwardProp: omitProps('size') })<{
  size: AvatarSize;
}>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ size }) => sizes[size].box};
  height: ${({ size }) => sizes[size].box};
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ size }) => sizes[size].font};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  user-select: none;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** "Nur Aisyah binti Ahmad" → "NA": first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export interface AvatarProps {
  /** The person's name: alternative text and source of the initials. */
  name: string;
  src?: string | null;
  /** Overrides the alternative text; "" when the name is already next to the avatar. */
  alt?: string;
  size?: AvatarSize;
  className?: string;
}

/** Profile image, or the initials when there is none or it fails to load (docs/spec.md §2 header). */
export function Avatar({ name, src, alt = name, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const namedInitials = !showImage && alt !== '';

  return (
    <Circle
      size={size}
      className={className}
      role={namedInitials ? 'img' : undefined}
      aria-label={namedInitials ? alt : undefined}
    >
      {showImage && src ? (
        <img src={src} alt={alt} onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </Circle>
  );
}
