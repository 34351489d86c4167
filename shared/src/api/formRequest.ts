/**
 * A request's fields as a form may hold them before the request's schema has read them: any
 * plain value as text, or nothing yet (null or left out); lists and nested objects field by field.
 */
export type FormText<Request> = { [K in keyof Request]: FormField<Request[K]> };

type FormField<T> = T extends readonly (infer Item)[]
  ? FormField<Item>[]
  : T extends File | Blob
    ? T
    : T extends object
      ? FormText<T>
      : T | string | null | undefined;

/**
 * A form's values as the request they become. Only for values the request's own schema has
 * accepted (a form sends only once it has, and a saved record was accepted when it was saved),
 * so by now each field has the type the schema gives it; the field names are checked here.
 */
export function acceptedForm<Request>(values: FormText<Request>): Request {
  return values as Request;
}
