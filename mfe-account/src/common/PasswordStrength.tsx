import { useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import type { PasswordStrength } from '@mealprep/shared/validation';
import { useT } from '../i18n';
import { loadValidation } from '@mealprep/shared/validation/load';
import { PASSWORD_MIN } from './formConstants';
import { textStyle } from '@mealprep/shared/ui';

const LEVELS: PasswordStrength[] = ['tooShort', 'weak', 'fair', 'good', 'strong'];

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${textStyle('small')}
`;

/** Five steps; the colour follows the level, the text says it (colour is never the only cue). */
const Meter = styled.meter<{ $level: number }>`
  flex: 0 0 6rem;
  height: 0.5rem;
  &::-webkit-meter-bar {
    background: ${({ theme }) => theme.colors.border};
    border-radius: 999px;
  }
  &::-webkit-meter-optimum-value,
  &::-webkit-meter-suboptimum-value,
  &::-webkit-meter-even-less-good-value {
    border-radius: 999px;
    background: ${({ $level, theme }) =>
      $level >= 3
        ? theme.colors.success
        : $level === 2
          ? theme.colors.warning
          : theme.colors.danger};
  }
`;

/**
 * How strong the typed password is, by the same rules the shared schema refuses with (common,
 * repeated or sequential passwords are "too easy to guess"): a meter and its words, the words
 * read politely to screen readers as they change.
 */
export function PasswordStrengthMeter({ value }: { value: string }) {
  const t = useT();
  const id = useId();
  // The latest estimate: the validation module and zxcvbn's dictionary load on the first
  // character typed, then each estimate takes a few milliseconds; until it arrives the previous
  // one stays, so the meter does not blink at every key.
  const [estimate, setEstimate] = useState<PasswordStrength | null>(null);
  useEffect(() => {
    if (!value) return;
    let current = true;
    void loadValidation()
      .then((validation) => validation.passwordStrength(value, PASSWORD_MIN))
      .then((strength) => {
        if (current) setEstimate(strength);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value]);
  const strength = value ? estimate : null;
  const level = strength ? LEVELS.indexOf(strength) : 0;
  const words = strength ? t(`account.form.strength.${strength}`) : '';
  return (
    <Row>
      {strength && (
        <Meter
          $level={level}
          min={0}
          max={4}
          low={2}
          high={3}
          optimum={4}
          value={level}
          aria-labelledby={id}
          aria-valuetext={words}
        />
      )}
      <span id={id} aria-live="polite">
        {strength ? t('account.form.strength', { level: words }) : ''}
      </span>
    </Row>
  );
}
