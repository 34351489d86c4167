/**
 * `shouldForwardProp` for styled components whose public props have plain names
 * (`variant`, `gap`): the style props are kept off the DOM (and off a component passed
 * through `as`, such as react-router's Link) while everything else passes through.
 */
export function omitProps(...names: readonly string[]): (prop: string) => boolean {
  const omitted = new Set(names);
  return (prop) => !omitted.has(prop);
}
