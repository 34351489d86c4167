import { useState, type ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { TextInput } from '@mealprep/shared/ui';

export interface PasswordInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The toggle's name, e.g. "Show password"; aria-pressed says whether it is shown. */
  showLabel: string;
}

const Wrapper = styled.div`
  position: relative;
`;

const Input = styled(TextInput)`
  padding-right: 3rem;
`;

const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 100%;
  border: 0;
  border-radius: ${({ theme }) => `0 ${theme.radii.md} ${theme.radii.md} 0`};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover,
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** An eye, struck through while the password is shown (pressing again hides it). */
function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {struck && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * A password field with a show/hide toggle. The toggle keeps one name and reports its state
 * with aria-pressed (a name that flips between "show" and "hide" is announced as a new button).
 */
export function PasswordInput({ showLabel, ...props }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <Wrapper>
      <Input
        {...props}
        type={shown ? 'text' : 'password'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <Toggle
        type="button"
        aria-label={showLabel}
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
      >
        <EyeIcon struck={shown} />
      </Toggle>
    </Wrapper>
  );
}
