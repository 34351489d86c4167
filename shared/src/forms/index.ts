/**
 * `@mealprep/shared/forms`: one way to build a form (docs/conventions.md "Forms"). `useSchemaForm`
 * runs a formik form on the shared yup schema the API checks with, loaded on first focus; each
 * field shows one translated message (blank means "required"), the server's 422 lands on its
 * fields, the first field in error takes the focus, and `FormAlert` says what the fields cannot.
 */
export * from './useSchemaForm';
export * from './fieldErrors';
export * from './FormAlert';
