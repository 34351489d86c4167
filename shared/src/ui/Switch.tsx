import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { FieldHint } from './Field';

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'onChange' | 'role' | 'type' | 'value'
> {
  label: ReactNode;
  description?: ReactNode;
  /** Controlled state; leave undefined and use `defaultChecked` for an uncontrolled switch. */
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

const Root = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  column-gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

const Label = styled.label`
  cursor: pointer;
`;

const Track = styled.button`
  position: relative;
  grid-column: 2;
  grid-row: 1;
  flex-shrink: 0;
  width: 2.75rem;
  height: 1.5rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.durations.fast} ease-out;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.borderStrong};
    transition: transform ${({ theme }) => theme.durations.fast} ease-out;
  }

  &[aria-checked='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }

  &[aria-checked='true']::after {
    background: ${({ theme }) => theme.colors.onPrimary};
    transform: translateX(1.25rem);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  @media (forced-colors: active) {
    forced-color-adjust: none;
    border-color: CanvasText;
    &::after {
      background: CanvasText;
    }
    &[aria-checked='true'] {
      background: Highlight;
    }
    &[aria-checked='true']::after {
      background: Canvas;
    }
  }
`;

const Description = styled(FieldHint)`
  grid-column: 1;
`;

/** An on/off setting that applies at once (e.g. "Add supplements"): role="switch". */
export function Switch({
  label,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  id,
  className,
  onClick,
  ...rest
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = description ? `${switchId}-description` : undefined;
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const isOn = checked ?? uncontrolled;

  return (
    <Root className={className}>
      <Label htmlFor={switchId}>{label}</Label>
      <Track
        {...rest}
        type="button"
        role="switch"
        id={switchId}
        aria-checked={isOn}
        aria-describedby={descriptionId}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          if (checked === undefined) setUncontrolled(!isOn);
          onCheckedChange?.(!isOn);
        }}
      />
      {description && <Description id={descriptionId}>{description}</Description>}
    </Root>
  );
}
