import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { FieldError, FieldHint } from './Field';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
}

/** Grid shared by checkboxes and radios: the box in the first column, text in the second. */
export const choiceRowStyles = css`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space[2]};
  align-items: start;

  & > :not(input) {
    grid-column: 2;
  }
`;

/** Native control tinted with the brand colour: keeps platform semantics and forced colours. */
export const choiceInputStyles = css`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.125rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const Root = styled.div`
  ${choiceRowStyles}
`;

const Input = styled.input`
  ${choiceInputStyles}
`;

const Label = styled.label`
  grid-row: 1;
  cursor: pointer;
`;

export function Checkbox({
  label,
  description,
  error,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy =
    [ariaDescribedBy, descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <Root className={className}>
      <Input
        {...rest}
        type="checkbox"
        id={inputId}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy}
      />
      <Label htmlFor={inputId}>{label}</Label>
      {description && <FieldHint id={descriptionId}>{description}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Root>
  );
}
