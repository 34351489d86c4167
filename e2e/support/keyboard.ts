import { browser } from '@wdio/globals';

/** What the focused element is, as assistive technology would name it. */
export interface Focus {
  tag: string;
  role: string;
  name: string;
  type: string;
  checked: boolean | null;
  invalid: boolean;
  /** `name` attribute of a form field. */
  field: string;
  inMain: boolean;
  inDialog: boolean;
  path: string;
}

/** The focused element's role and name (aria-labelledby, aria-label, label, text). */
export async function focused(): Promise<Focus> {
  return browser.execute(() => {
    const element = (document.activeElement ?? document.body) as HTMLElement;
    const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const tag = element.tagName.toLowerCase();
    const input = element as HTMLInputElement;
    const type = (element.getAttribute('type') ?? '').toLowerCase();
    const implicit = (): string => {
      if (tag === 'a') return 'link';
      if (tag === 'button') return 'button';
      if (tag === 'select') return 'combobox';
      if (tag === 'textarea') return 'textbox';
      if (/^h[1-6]$/.test(tag)) return 'heading';
      if (tag === 'input') {
        if (type === 'radio' || type === 'checkbox') return type;
        if (type === 'submit' || type === 'button') return 'button';
        return 'textbox';
      }
      return tag;
    };
    const labelledBy = element.getAttribute('aria-labelledby');
    let name = '';
    if (labelledBy)
      name = labelledBy
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(' ');
    if (!name) name = element.getAttribute('aria-label') ?? '';
    if (!name && 'labels' in input && input.labels?.length)
      name = [...input.labels].map((label) => text(label)).join(' ');
    if (!name && tag !== 'input' && tag !== 'body') name = text(element).slice(0, 120);
    return {
      tag,
      role: element.getAttribute('role') ?? implicit(),
      name: name.trim(),
      type,
      checked: type === 'radio' || type === 'checkbox' ? input.checked : null,
      invalid: element.getAttribute('aria-invalid') === 'true',
      field: element.getAttribute('name') ?? '',
      inMain: !!element.closest('main'),
      inDialog: !!element.closest('dialog, [role="dialog"], [role="alertdialog"]'),
      path: window.location.pathname,
    };
  });
}

export type FocusMatch = (focus: Focus) => boolean;

/** A control of this role whose name is, or matches, `name`. */
export function control(role: string, name: string | RegExp): FocusMatch {
  return (focus) =>
    focus.role === role && (typeof name === 'string' ? focus.name === name : name.test(focus.name));
}

const describe = (focus: Focus) => `${focus.role} "${focus.name.slice(0, 60)}"`;

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, as a keyboard user walks the
 * page. Fails with the stops it went through when it does not get there.
 */
export async function tabTo(
  match: FocusMatch,
  { back = false, max = 60, what = 'the control' } = {},
): Promise<Focus> {
  const seen: string[] = [];
  let current = await focused();
  if (match(current)) return current;
  for (let step = 0; step < max; step += 1) {
    await browser.keys(back ? ['Shift', 'Tab'] : ['Tab']);
    current = await focused();
    if (match(current)) return current;
    seen.push(describe(current));
  }
  throw new Error(`Tab never reached ${what}; stops: ${seen.join(' → ')}`);
}

/** Presses keys one chord at a time (e.g. `press('Enter')`, `press('Shift', 'Tab')`). */
export async function press(...keys: string[]): Promise<void> {
  await browser.keys(keys);
}

/** Types text into the focused field, replacing what it had. */
export async function typeText(value: string): Promise<void> {
  const selectAll = process.platform === 'darwin' ? 'Meta' : 'Control';
  await browser.keys([selectAll, 'a']);
  await browser.keys(['Backspace']);
  // One key at a time: `browser.keys('aa')` presses both down before letting go (a chord).
  for (const character of value) await browser.keys(character);
}

/** Waits until focus matches (after a navigation, a refused submit, a dialog opening). */
export async function focusLandsOn(
  match: FocusMatch,
  what: string,
  timeout = 15_000,
): Promise<Focus> {
  let last = await focused();
  const deadline = Date.now() + timeout;
  while (!match(last)) {
    if (Date.now() > deadline)
      throw new Error(`focus did not land on ${what}: it is on ${describe(last)} (${last.tag})`);
    await browser.pause(100);
    last = await focused();
  }
  return last;
}

/** The new page's h1 after a navigation, with this text. */
export function pageHeading(name: string | RegExp): FocusMatch {
  return (focus) =>
    focus.tag === 'h1' &&
    focus.inMain &&
    (typeof name === 'string' ? focus.name === name : name.test(focus.name));
}
