import { Field, TextInput } from '@mealprep/shared/ui';

/** A number input whose empty value is null (the completeness rules treat it as missing). */
export function NumberField({
  label,
  value,
  onChange,
  required = true,
  error,
}: {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  required?: boolean;
  error?: string;
}) {
  return (
    <Field label={label} required={required} error={error}>
      {(control) => (
        <TextInput
          {...control}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={value === null || value === undefined || value === 0 ? '' : String(value)}
          onChange={(event) => {
            const raw = event.target.value.trim();
            const parsed = raw === '' ? null : Number(raw);
            onChange(parsed === null || Number.isNaN(parsed) ? null : parsed);
          }}
        />
      )}
    </Field>
  );
}
