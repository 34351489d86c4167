/**
 * On a failed form or step, the first control (in document order) inside `container` whose
 * `name` has an error is scrolled to the middle of the screen and focused, so its error is read
 * with its label. Returns whether one was found.
 */
export function focusFirstError(container: ParentNode, errors: Record<string, unknown>): boolean {
  for (const element of Array.from(container.querySelectorAll('[name]'))) {
    const name = element.getAttribute('name');
    if (!name || !errors[name] || !(element instanceof HTMLElement)) continue;
    // Not in jsdom, and a browser without it still gets the focus (which scrolls too).
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
    return true;
  }
  return false;
}
