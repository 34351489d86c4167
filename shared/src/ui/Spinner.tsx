import { styled, keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const sizes = { sm: '1em', md: '1.5rem', lg: '2.5rem' } as const;

const Ring = styled.span<{ $size: keyof typeof sizes }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;

  /* A spinner that stops looks like a hang: under reduced motion it turns slowly instead. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s !important;
    animation-iteration-count: infinite !important;
  }
`;

export interface SpinnerProps {
  /** Announced to assistive technology; without it the spinner is decorative. */
  label?: string;
  size?: keyof typeof sizes;
  className?: string;
}

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  if (!label) return <Ring $size={size} className={className} aria-hidden="true" />;
  return (
    <span role="status" className={className}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
