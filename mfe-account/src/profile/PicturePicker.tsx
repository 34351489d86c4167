import { forwardRef, useId } from 'react';
import { styled } from 'styled-components';
import {
  buttonStyles,
  FieldError,
  FieldHint,
  visuallyHidden,
  type ButtonStyleProps,
} from '@mealprep/shared/ui';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  input {
    ${visuallyHidden}
  }

  /* The native control stays in the tab order; its label is the button the customer sees. */
  input:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const PickButton = styled.label.withConfig({
  shouldForwardProp: (prop) => !['variant', 'size', 'fullWidth'].includes(prop),
})<ButtonStyleProps>`
  ${buttonStyles}
  align-self: flex-start;
`;

const FileName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export interface PicturePickerProps {
  /** The visible button text, which is also the file input's accessible name. */
  label: string;
  hint: string;
  /** What was chosen ("Chosen: me.png") or that nothing is ("No picture chosen"). */
  status: string;
  error?: string | null;
  accept: string;
  onChoose(file: File | undefined): void;
}

/**
 * A file picker that looks like the kit's secondary button: the native input is visually hidden
 * but focusable (Tab, then Enter or Space opens the file dialog), its label is the visible
 * button, and the hint, the chosen file and any error are tied to it.
 */
export const PicturePicker = forwardRef<HTMLInputElement, PicturePickerProps>(
  function PicturePicker({ label, hint, status, error, accept, onChoose }, ref) {
    const id = useId();
    const hintId = `${id}-hint`;
    const statusId = `${id}-status`;
    const errorId = `${id}-error`;
    return (
      <Root>
        <input
          ref={ref}
          id={id}
          type="file"
          accept={accept}
          aria-describedby={[hintId, statusId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChoose(event.target.files?.[0])}
        />
        <PickButton htmlFor={id} variant="secondary">
          {label}
        </PickButton>
        <FileName id={statusId} aria-live="polite">
          {status}
        </FileName>
        <FieldHint id={hintId}>{hint}</FieldHint>
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </Root>
    );
  },
);
