import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { styled } from 'styled-components';
import { apiErrorOf } from '@mealprep/shared/api';
import type { AdminDish } from '@mealprep/shared/catalogue/contracts';
import {
  ALLERGENS,
  CALORIE_TOLERANCE_KCAL,
  COOKING_METHODS,
  DISH_SIZES,
  PRODUCT_LINES,
  PRODUCT_TABS,
  type DishSizeCode,
} from '@mealprep/shared/catalogue';
import { useLocale } from '@mealprep/shared/i18n';
import {
  Button,
  Checkbox,
  Field,
  FieldHint,
  focusFirstError,
  Heading,
  Select,
  Stack,
  TextArea,
  TextInput,
} from '@mealprep/shared/ui';
import { loadValidation, prefetchValidation } from '@mealprep/shared/validation/load';
import { FormAlert, ruleErrors } from '@mealprep/shared/forms';
import { useT } from '../i18n';
import { useSaveDishMutation } from './api';
import {
  bodyOf,
  formFieldOf,
  initialValues,
  SIZE_FIELDS,
  soldSizes,
  type DishValues,
  type SizeField,
} from './dishForm';

/** Fields side by side where they fit, stacked on a phone (390 px). */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const SizeRow = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
  }
`;

const Choices = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

type Errors = Record<string, string>;

/**
 * Create or edit a dish (docs/menu.md): a formik form checked with the API's own yup schema
 * before it is sent, each refusal — the schema's or the API's — shown at its field and the first
 * one focused. Halal turned on asks for the declaration; the API checks it again.
 */
export function DishForm({
  dish,
  onSaved,
}: {
  dish?: AdminDish;
  onSaved: (saved: AdminDish) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [save] = useSaveDishMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const wasHalal = dish?.halal ?? false;

  const formik = useFormik<DishValues>({
    initialValues: initialValues(dish),
    validateOnBlur: false,
    validateOnChange: false,
    validate: async (values) => {
      const sent = soldSizes(values);
      const found = await ruleErrors((rules) => rules.dishAdminSchema, bodyOf(values), locale);
      const errors: Errors = {};
      for (const [field, message] of Object.entries(found))
        errors[formFieldOf(field, sent)] = message;
      if (values.halal && !wasHalal && !values.halal_declaration) {
        // Without the rules (they failed to load) the API refuses it with the same words.
        const validation = await loadValidation().catch(() => null);
        if (validation) {
          errors.halal_declaration = validation.translateValidationMessage(
            { key: 'validation.halalDeclaration' },
            locale,
          );
        }
      }
      return errors;
    },
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const result = await save({ id: dish?.id, body: bodyOf(values, dish?.updated_at) });
      if ('data' in result && result.data) {
        onSaved(result.data);
        if (!dish) helpers.resetForm();
        return;
      }
      const refused = apiErrorOf(result.error);
      const sent = soldSizes(values);
      const errors: Errors = {};
      for (const [field, [first]] of Object.entries(refused?.errors ?? {})) {
        if (first) errors[formFieldOf(field, sent)] = first;
      }
      helpers.setErrors(errors as never);
      setFailure(
        Object.keys(errors).length > 0 ? t('admin.dish.fixFields') : (refused?.message ?? null),
      );
    },
  });

  // After every failed submit, the rules' refusal or the API's, its first field takes the focus.
  const [attempts, setAttempts] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (attempts === handled.current) return;
    handled.current = attempts;
    if (formRef.current) focusFirstError(formRef.current, formik.errors as Errors);
  }, [attempts, formik.errors]);

  const errors = formik.errors as Errors;
  const text = (name: keyof DishValues & string) => ({
    name,
    value: formik.values[name] as string,
    onChange: formik.handleChange,
  });
  const sizeText = (code: DishSizeCode, field: SizeField) => ({
    name: `sizes.${code}.${field}`,
    value: formik.values.sizes[code][field],
    onChange: formik.handleChange,
    inputMode: field === 'price' ? ('decimal' as const) : ('numeric' as const),
  });
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}` as Parameters<typeof t>[0]) }));

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('admin.dish.form')}
      onFocus={prefetchValidation}
      onSubmit={(event) => {
        event.preventDefault();
        void formik.submitForm().finally(() => setAttempts((count) => count + 1));
      }}
    >
      <Stack gap={4}>
        {failure && <FormAlert>{failure}</FormAlert>}
        <Columns>
          <Field label={t('admin.dish.nameEn')} error={errors.name_en} required>
            {(control) => <TextInput {...control} {...text('name_en')} />}
          </Field>
          <Field label={t('admin.dish.nameMs')} error={errors.name_ms} required>
            {(control) => <TextInput {...control} {...text('name_ms')} />}
          </Field>
        </Columns>
        <Columns>
          <Field label={t('admin.dish.descriptionEn')} error={errors.description_en} required>
            {(control) => <TextArea {...control} {...text('description_en')} rows={3} />}
          </Field>
          <Field label={t('admin.dish.descriptionMs')} error={errors.description_ms} required>
            {(control) => <TextArea {...control} {...text('description_ms')} rows={3} />}
          </Field>
        </Columns>
        <Columns>
          <Field label={t('admin.dish.tab')} error={errors.tab}>
            {(control) => (
              <Select
                {...control}
                {...text('tab')}
                options={options(PRODUCT_TABS, 'admin.menu.tab')}
              />
            )}
          </Field>
          <Field label={t('admin.dish.line')} error={errors.line}>
            {(control) => (
              <Select
                {...control}
                {...text('line')}
                options={options(PRODUCT_LINES, 'admin.menu.line')}
              />
            )}
          </Field>
          <Field label={t('admin.dish.cookingMethod')} error={errors.cooking_method}>
            {(control) => (
              <Select
                {...control}
                {...text('cooking_method')}
                options={options(COOKING_METHODS, 'admin.menu.method')}
              />
            )}
          </Field>
        </Columns>
        <div>
          <Heading level={3}>{t('admin.dish.sizes')}</Heading>
          <FieldHint>{t('admin.dish.sizesHint', { tolerance: CALORIE_TOLERANCE_KCAL })}</FieldHint>
          {errors.sizes && <FormAlert>{errors.sizes}</FormAlert>}
        </div>
        {DISH_SIZES.map((code) => (
          <SizeRow key={code}>
            <legend>
              <Checkbox
                name={`sizes.${code}.sold`}
                label={t('admin.dish.sold', { size: code })}
                checked={formik.values.sizes[code].sold}
                onChange={formik.handleChange}
              />
            </legend>
            {formik.values.sizes[code].sold &&
              SIZE_FIELDS.map((field) => (
                <Field
                  key={field}
                  label={t(`admin.dish.${field}`, { size: code })}
                  error={errors[`sizes.${code}.${field}`]}
                  required
                >
                  {(control) => <TextInput {...control} {...sizeText(code, field)} />}
                </Field>
              ))}
          </SizeRow>
        ))}
        <Choices>
          <legend>{t('admin.dish.allergens')}</legend>
          {ALLERGENS.map((allergen) => (
            <Checkbox
              key={allergen}
              name="allergens"
              value={allergen}
              label={t(`admin.menu.allergen.${allergen}`)}
              checked={formik.values.allergens.includes(allergen)}
              onChange={formik.handleChange}
            />
          ))}
        </Choices>
        <Columns>
          <Field label={t('admin.dish.shelfLife')} error={errors.shelf_life_days} required>
            {(control) => (
              <TextInput {...control} {...text('shelf_life_days')} inputMode="numeric" />
            )}
          </Field>
          <Field label={t('admin.dish.position')} error={errors.position} required>
            {(control) => <TextInput {...control} {...text('position')} inputMode="numeric" />}
          </Field>
        </Columns>
        <Checkbox
          name="halal"
          label={t('admin.dish.halal')}
          checked={formik.values.halal}
          onChange={formik.handleChange}
        />
        {formik.values.halal && !wasHalal && (
          <Checkbox
            name="halal_declaration"
            label={t('admin.dish.halalDeclaration')}
            checked={formik.values.halal_declaration}
            error={errors.halal_declaration}
            onChange={formik.handleChange}
          />
        )}
        <div>
          <Button type="submit" loading={formik.isSubmitting}>
            {dish ? t('admin.dish.save') : t('admin.dish.create')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
