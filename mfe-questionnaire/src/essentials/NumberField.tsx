import { useEffect, useState } from 'react';
import { Field, TextInput } from '@mealprep/shared/ui';

const shown = (value: number | null | undefined) =>
  value === null || value === undefined || value === 0 ? '' : String(value);

/**
 * A number input whose empty value is null (the completeness rules treat it as missing). It
 * shows what the customer typed (a 0 stays visible, so its error makes sense next to it).
 */
export function NumberField({
  label,
  name,
  value,
  onChange,
  onBlur,
  required = true,
  error,
}: {
  label: string;
  /** The answer's field path (`height`, `supplements[0].protein`): errors are keyed by it. */
  name: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: string;
}) {
  const [text, setText] = useState(() => shown(value));
  useEffect(() => {
    // Follow a value set from outside (a reset), not the one this field just reported.
    setText((current) => {
      const parsed = current.trim() === '' ? null : Number(current);
      return parsed === (value ?? null) || (parsed === 0 && !value) ? current : shown(value);
    });
  }, [value]);
  return (
    <Field label={label} required={required} error={error}>
      {(control) => (
        <TextInput
          {...control}
          name={name}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={text}
          onBlur={onBlur}
          onChange={(event) => {
            setText(event.target.value);
            const raw = event.target.value.trim();
            const parsed = raw === '' ? null : Number(raw);
            onChange(parsed === null || Number.isNaN(parsed) ? null : parsed);
          }}
        />
      )}
    </Field>
  );
}
