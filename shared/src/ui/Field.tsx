import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { controlStyles } from './controlStyles';

/** What a Field hands its control so the label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and read with it; also marks the control invalid. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Use a known id instead of a generated one (e.g. to scroll to the field). */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const FieldLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: ${({ theme }) => theme.space[1]};
`;

/**
 * Label, hint, control and error of one form field. The error is read through
 * aria-describedby when the control is focused; role="alert" on every field would make a
 * failed submit shout all errors at once.
 */
export function Field({ label, error, hint, required, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <Root className={className}>
      <FieldLabel htmlFor={controlId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Root>
  );
}

export const TextInput = styled.input`
  ${controlStyles}
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;
