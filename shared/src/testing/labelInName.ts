import { computeAccessibleName } from 'dom-accessibility-api';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

/** The text a sighted person sees on a control: its text without aria-hidden parts. */
export function visibleTextOf(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return squash(clone.textContent ?? '');
}

/**
 * Controls whose accessible name does not contain their visible text (WCAG 2.5.3 label in
 * name), as "name ← visible text" lines; empty when all of them are right. Speech-input users
 * say what they see, so "Fewer Nasi lemak" on a button showing "−" cannot be spoken.
 */
export function labelInNameMismatches(container: ParentNode): string[] {
  const controls = container.querySelectorAll(
    'button, a[href], [role="button"], [role="link"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"]',
  );
  return Array.from(controls).flatMap((control) => {
    const visible = visibleTextOf(control);
    const name = squash(computeAccessibleName(control));
    return visible === '' || name.includes(visible) ? [] : [`${name} ← ${visible}`];
  });
}
