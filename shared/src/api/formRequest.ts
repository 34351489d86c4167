/**
 * A request's fields as a form holds them: text where the request takes text (a form has no
 * narrower kind of text), the request's own type for every other field.
 */
export type FormText<Request> = {
  [K in keyof Request]: Request[K] extends string | null | undefined ? string : Request[K];
};

/**
 * A form's values as the request they become. Only for values the request's own schema has
 * accepted (a form sends only once it has, and a saved record was accepted when it was saved), so
 * a text choice such as a gender is one of the schema's values; the field names and every field
 * that is not text are checked here.
 */
export function acceptedForm<Request>(values: FormText<Request>): Request {
  return values as Request;
}
