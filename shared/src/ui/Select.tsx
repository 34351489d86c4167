import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { controlStyles } from './controlStyles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** An empty first choice with value "", e.g. "Choose a state". */
  placeholder?: string;
}

const Wrapper = styled.span`
  position: relative;
  display: block;

  /* Drawn with borders rather than a background image so it survives forced-colours mode. */
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space[3]};
    width: 0.5rem;
    height: 0.5rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-75%) rotate(45deg);
    pointer-events: none;
  }
`;

const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[7]};
  cursor: pointer;
`;

/** Native select: the platform's own picker is the most accessible one on phones. */
export function Select({ options, placeholder, className, ...rest }: SelectProps) {
  return (
    <Wrapper className={className}>
      <StyledSelect {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </Wrapper>
  );
}
