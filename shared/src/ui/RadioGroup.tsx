import { useId, type FocusEventHandler, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { choiceInputStyles, choiceRowStyles } from './Checkbox';
import { FieldError, FieldHint } from './Field';
import { omitProps } from './omitProps';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  /** Controlled value; leave undefined and use `defaultValue` for an uncontrolled group. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  direction?: 'column' | 'row';
  className?: string;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Options = styled.div.withConfig({ shouldForwardProp: omitProps('direction') })<{
  direction: 'column' | 'row';
}>`
  display: flex;
  flex-direction: ${({ direction }) => direction};
  flex-wrap: wrap;
  gap: ${({ theme, direction }) => (direction === 'row' ? theme.space[4] : theme.space[2])};
  margin-top: ${({ theme }) => theme.space[1]};
`;

const Row = styled.div`
  ${choiceRowStyles}
`;

const Input = styled.input`
  ${choiceInputStyles}
`;

const Label = styled.label`
  grid-row: 1;
  cursor: pointer;
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: ${({ theme }) => theme.space[1]};
`;

/**
 * Radios in a fieldset whose legend names the group. The fieldset takes the radiogroup role
 * because a plain group cannot carry aria-required or aria-invalid.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  hint,
  error,
  required,
  disabled,
  direction = 'column',
  className,
}: RadioGroupProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <Fieldset
      role="radiogroup"
      className={className}
      disabled={disabled}
      aria-labelledby={legendId}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
    >
      <Legend id={legendId}>
        {legend}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Options direction={direction}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          return (
            <Row key={option.value}>
              <Input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                disabled={option.disabled}
                checked={value === undefined ? undefined : value === option.value}
                defaultChecked={
                  defaultValue === undefined ? undefined : defaultValue === option.value
                }
                aria-describedby={descriptionId}
                onChange={(event) => onChange?.(event.currentTarget.value)}
                onBlur={onBlur}
              />
              <Label htmlFor={optionId}>{option.label}</Label>
              {option.description && <FieldHint id={descriptionId}>{option.description}</FieldHint>}
            </Row>
          );
        })}
      </Options>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
