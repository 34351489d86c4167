import { css, styled } from 'styled-components';
import { AppLink } from '@mealprep/shared/routes';

/**
 * Below md the bar shows only the brand, the cart and the menu button. The media queries hide
 * rather than show, so the full bar is the one rendered where no media query applies.
 */
export const DesktopOnly = styled.div`
  display: contents;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    display: none;
  }
`;

export const MobileOnly = styled.div`
  display: contents;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const barItem = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  & > svg {
    flex-shrink: 0;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
`;

export const BarLink = styled(AppLink)`
  ${barItem}
`;

export const BarButton = styled.button`
  ${barItem}

  & > svg {
    transition: transform ${({ theme }) => theme.durations.fast} ease-out;
  }

  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

/** Positions a dropdown panel under its button. */
export const DropdownRoot = styled.div`
  position: relative;
  display: inline-flex;
`;

export const DropdownPanel = styled.div<{ $align?: 'start' | 'end' }>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  top: calc(100% + ${({ theme }) => theme.space[2]});
  ${({ $align = 'start' }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 15rem;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const DropdownList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const dropdownItem = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const DropdownLink = styled(AppLink)`
  ${dropdownItem}
`;

export const DropdownButton = styled.button`
  ${dropdownItem}
`;

export const Divider = styled.hr`
  width: 100%;
  margin: ${({ theme }) => theme.space[1]} 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
