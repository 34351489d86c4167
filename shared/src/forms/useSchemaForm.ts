import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { useFormik } from 'formik';
import { apiErrorOf, type ApiError } from '../api/baseApi';
import type { CommonMessageId } from '../i18n/commonMessages';
import { useCommonT, useLocale, type Translate } from '../i18n/translator';
import { focusFirstError } from '../ui/focusFirstError';
import { loadValidation, prefetchValidation, type SchemaOf } from '../schemas/load';
import { validateWithSchema, type FieldErrors } from './fieldErrors';

export type FormValues = Record<string, string>;

/**
 * What a form's alert says about a refused request (issue: "Words" finding 11). Each field's
 * own message is shown at the field, so the envelope's general sentence adds nothing above
 * them: a refusal of one field the form shows needs no alert; of several, the alert says how
 * many to correct; a message about something the form does not show (a reset link's token) is
 * said in the alert itself; a refusal without field messages keeps the API's own sentence.
 */
export function failureSummary(
  refused: ApiError,
  shownFields: readonly string[],
  t: Translate<Extract<CommonMessageId, 'common.form.fixFields'>>,
): string | null {
  const refusedFields = Object.entries(refused.errors).filter(([, messages]) => messages[0]);
  if (refusedFields.length === 0) return refused.message;
  const elsewhere = refusedFields
    .filter(([field]) => !shownFields.includes(field))
    .map(([, messages]) => messages[0]);
  if (elsewhere.length > 0) return elsewhere.join(' ');
  return refusedFields.length > 1
    ? t('common.form.fixFields', { count: refusedFields.length })
    : null;
}

/** What a data-layer mutation hands back: the answer, or the refusal as a value. */
export type Sent = { data: unknown; error?: undefined } | { error: unknown };

/** The answer's type in a mutation's result (its refusal variant has no data). */
export type DataOf<R> = R extends { data: infer D; error?: undefined } ? D : never;

interface CommonOptions<V extends FormValues, R extends Sent> {
  /** The shared schema, picked from the validation module once it has loaded. */
  schema: SchemaOf;
  initialValues: V;
  onSuccess: (data: DataOf<R>, values: V) => void;
  /** Empty the fields again once the request succeeded (a password change). */
  resetOnSuccess?: boolean;
  /** After the failure has been put on the fields and the form alert. */
  onFailure?: (failure: ApiError) => void;
}

/** A form whose text values are the request body as they are. */
export interface SchemaFormOptions<V extends FormValues, R extends Sent> extends CommonOptions<
  V,
  R
> {
  toRequest?: undefined;
  /** Values that are validated and sent but are not fields of the form (a reset token). */
  hiddenValues?: FormValues;
  /**
   * Sends the values with a mutation's trigger (`(values) => login(values)`); the endpoint
   * passes `showError: false`, the form shows the failure itself.
   */
  submit: (values: V & FormValues) => Promise<R>;
}

/**
 * A form whose text values are converted into the request body (numbers, none, instants) before
 * the schema checks them: the schema judges what is sent, and `submit` sends the same body.
 */
export interface ConvertingSchemaFormOptions<
  V extends FormValues,
  R extends Sent,
  B extends object,
> extends CommonOptions<V, R> {
  /**
   * The request body the values stand for, under the fields' own names so that each error lands
   * on its field. What is sent but not shown (an id, a checkbox's boolean) it puts in itself.
   */
  toRequest: (values: V) => B;
  hiddenValues?: undefined;
  /** Sends the converted body with a mutation's trigger. */
  submit: (body: B) => Promise<R>;
}

export interface SchemaForm<V extends FormValues> {
  /** Spread on the <form>: ref, noValidate, submit, and loading the schema on first focus. */
  formProps: {
    ref: React.RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onFocus: () => void;
  };
  /** Props of a text control: name, value, change and blur handlers. */
  field: (name: keyof V & string) => {
    name: string;
    value: string;
    onChange: (
      event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
    ) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  setValue: (name: keyof V & string, value: string) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  /** The message to show under a field: the server's for it, else the schema's once touched. */
  error: (name: keyof V & string) => string | undefined;
  /** The summary of a failed request, for the form's alert. */
  failure: string | null;
  /** The fields' current values, as text. */
  values: V;
  submitting: boolean;
}

/**
 * A formik form driven by a shared yup schema, sending with a data-layer mutation. Server field errors
 * (422) sit beside the schema's and each goes away when its field is edited; after every failed
 * submit, client-side or server-side, the first field in error is scrolled to and focused.
 */
export function useSchemaForm<V extends FormValues, R extends Sent>(
  options: SchemaFormOptions<V, R>,
): SchemaForm<V>;
export function useSchemaForm<V extends FormValues, R extends Sent, B extends object>(
  options: ConvertingSchemaFormOptions<V, R, B>,
): SchemaForm<V>;
export function useSchemaForm<V extends FormValues, R extends Sent, B extends object>(
  options: SchemaFormOptions<V, R> | ConvertingSchemaFormOptions<V, R, B>,
): SchemaForm<V> {
  const { schema, initialValues, onSuccess, resetOnSuccess = false, onFailure } = options;
  /** What the schema checks and what is sent: the body the values stand for. */
  const requestOf = (values: V): object =>
    options.toRequest === undefined
      ? { ...values, ...options.hiddenValues }
      : options.toRequest(values);
  const send = (values: V): Promise<R> =>
    options.toRequest === undefined
      ? options.submit({ ...values, ...options.hiddenValues })
      : options.submit(options.toRequest(values));
  const locale = useLocale();
  const t = useCommonT();
  const formRef = useRef<HTMLFormElement>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);

  const formik = useFormik<V>({
    initialValues,
    validate: async (values) => {
      const validation = await loadValidation();
      return validateWithSchema(validation, schema(validation), requestOf(values), locale);
    },
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setServerErrors({});
      const result = await send(values);
      if (!('error' in result) || result.error === undefined) {
        onSuccess((result as { data: DataOf<R> }).data, values);
        if (resetOnSuccess) helpers.resetForm();
        return;
      }
      const refused = apiErrorOf(result.error);
      if (!refused) throw result.error;
      const fields: FieldErrors = {};
      for (const [field, [first]] of Object.entries(refused.errors)) {
        if (first) fields[field] = first;
      }
      setServerErrors(fields);
      setFailure(failureSummary(refused, Object.keys(initialValues), t));
      onFailure?.(refused);
    },
  });

  const handledAttempts = useRef(0);
  const { errors } = formik;
  useEffect(() => {
    if (attempts === handledAttempts.current) return;
    handledAttempts.current = attempts;
    if (formRef.current) focusFirstError(formRef.current, { ...errors, ...serverErrors });
  }, [attempts, errors, serverErrors]);

  const forget = (name: string) =>
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _edited, ...rest } = current;
      return rest;
    });

  return {
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        void formik.submitForm().finally(() => setAttempts((count) => count + 1));
      },
      // Focus bubbles in React: the first field or button focused starts loading the schema.
      onFocus: prefetchValidation,
    },
    field: (name) => ({
      name,
      value: formik.values[name] ?? '',
      onChange: (event) => {
        formik.handleChange(event);
        forget(name);
      },
      onBlur: (event) => {
        const shown = (event.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)
          .value;
        if (shown === formik.values[name]) {
          formik.handleBlur(event);
          return;
        }
        // The control shows another value than the form holds: it was set without an input
        // event React sees (WebDriver's clear, some autofill). What the visitor sees wins.
        void formik.setFieldValue(name, shown);
        void formik.setFieldTouched(name, true, false);
        forget(name);
      },
    }),
    setValue: (name, value) => {
      void formik.setFieldValue(name, value);
      forget(name);
    },
    onBlur: formik.handleBlur,
    error: (name) => {
      const client = formik.touched[name] || formik.submitCount > 0 ? errors[name] : undefined;
      return serverErrors[name] ?? (typeof client === 'string' ? client : undefined);
    },
    failure,
    values: formik.values,
    submitting: formik.isSubmitting,
  };
}
