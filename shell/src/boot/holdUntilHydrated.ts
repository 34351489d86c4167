// What a visitor does on a server-rendered page before the app has hydrated it
// (docs/architecture.md §2.4, "Starting on intent"). Links, forms with an action of their own,
// and buttons that open a dialog by themselves work as plain HTML and are left alone. A click on
// anything else (a button the app handles) and the submit of a form only the app can send are
// held and done again once the page is hydrated; fields the visitor changed meanwhile are announced to the app, so what the
// app sends is what the visitor sees on screen. A held control shows at once that its tap was
// taken (`HELD_ATTRIBUTE`, drawn by the page's first styles) until the app hydrates the page (or
// fails to load): a start can take seconds on a slow phone, and a button that looks untouched
// meanwhile is tapped again.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** `at`: the event's time stamp (the page's clock, as `performance.now()`), when the visitor acted. */
type Held =
  | { kind: 'click'; element: HTMLElement; at: number }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null; at: number };

const CONTROLS =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="tab"], [role="menuitem"], [role="link"], [role="switch"], [role="checkbox"]';

/**
 * Marks a control whose tap is held until the app has started (styled in index.html); the app
 * takes the marks off just before it hydrates (boot/view.tsx), `release` any left.
 */
export const HELD_ATTRIBUTE = 'data-held';

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  );
}

/**
 * A button that shows or hides a dialog or a popover by itself: `commandfor` where the browser
 * knows Invoker Commands (elsewhere the app does it, so the click is held), or `popovertarget`.
 */
function opensByItself(control: Element): boolean {
  if (!(control instanceof HTMLButtonElement)) return false;
  if (control.hasAttribute('popovertarget')) return true;
  return control.hasAttribute('commandfor') && 'command' in HTMLButtonElement.prototype;
}

/** Whether a click on `target` does its work as plain HTML, before the app is there. */
function worksAsHtml(target: Element): boolean {
  const control = target.closest(CONTROLS);
  if (!control) return true;
  // Links navigate; fields take their input (announced later); labels and summaries act natively.
  if (control.matches('a[href], input, select, textarea, label, summary')) return true;
  if (opensByItself(control)) return true;
  if (control instanceof HTMLButtonElement && control.type === 'submit') {
    return control.form?.hasAttribute('action') ?? false;
  }
  return false;
}

/** What the visitor left in a field: its value, or for a checkbox or radio whether it is checked. */
function shownIn(field: Field): string | boolean {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    ? field.checked
    : field.value;
}

/**
 * Tells React of a value it has not seen: its value tracker is set to something else first, so
 * the event that follows reads as a change and the field's onChange runs with `shown`. Values are
 * read before any is announced: the app's render after one announcement puts the values it knows
 * back into the other fields.
 */
function announce(field: Field, shown: string | boolean) {
  if (!field.isConnected) return;
  if (typeof shown === 'boolean') {
    // React hears checkboxes and radios by their click. A radio's click leaves it checked; a
    // checkbox's toggles it, so it is set the other way first. An unchecked radio was left by
    // checking another of its group, which is announced.
    if (!(field instanceof HTMLInputElement) || (field.type === 'radio' && !shown)) return;
    field.checked = !shown;
    if (field.type === 'radio') {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(
        field,
        shown,
      );
    }
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = shown;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = shown === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(
    field,
    shown,
  );
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export interface Holding {
  /** Announces the changed fields, then does the held clicks and submits again, in order. */
  release(): Promise<void>;
}

/**
 * When the visitor acted, on the page's clock: the event's time stamp (it includes the time the
 * input waited for the main thread), or now where the stamp is not on that clock (older engines
 * stamp events with the epoch).
 */
function inputTime(event: Event): number {
  const now = performance.now();
  return event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
}

/** Calls `then` once the frame after this moment has been painted. */
function afterNextPaint(then: () => void) {
  window.requestAnimationFrame(() => window.setTimeout(then, 0));
}

/**
 * Holds what needs the app inside `root` until `release`; calls `onIntent` at the visitor's first
 * sign of using the page (a touch, a press, a key, focus, or a mouse moving over it).
 *
 * `onReplayed` hears, for each held action done again, the time from the visitor's input to the
 * paint after it was done: what they waited for. The browser's own Event Timing cannot see it (the
 * event it times is the held one, answered at once; the replay is a script's click), so without it
 * the real-user INP would call a one-second wait for the app's start "good".
 */
export function holdUntilHydrated(
  root: HTMLElement,
  onIntent: (input: Event) => void,
  onReplayed: (waitedMs: number) => void = () => undefined,
): Holding {
  const held: Held[] = [];
  const changed = new Set<Field>();
  const inside = (event: Event) => event.target instanceof Node && root.contains(event.target);

  const onClick = (event: MouseEvent) => {
    if (!inside(event) || !(event.target instanceof Element) || worksAsHtml(event.target)) return;
    const element = event.target.closest<HTMLElement>(CONTROLS);
    if (!element) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', element, at: inputTime(event) });
    element.setAttribute(HELD_ATTRIBUTE, '');
    onIntent(event);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!inside(event) || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    held.push({ kind: 'submit', form, submitter: event.submitter, at: inputTime(event) });
    event.submitter?.setAttribute(HELD_ATTRIBUTE, '');
    onIntent(event);
  };
  const onInput = (event: Event) => {
    if (inside(event) && isField(event.target)) changed.add(event.target);
  };
  const onPointer = (event: PointerEvent) => {
    if (event.type !== 'pointermove' || event.pointerType === 'mouse') onIntent(event);
  };
  // Only a click and a submit are ever held back; the rest is listened to, never delayed.
  const listeners: [string, EventListener, boolean][] = [
    ['click', onClick as EventListener, false],
    ['submit', onSubmit as EventListener, false],
    ['input', onInput, true],
    ['change', onInput, true],
    ['pointerdown', onPointer as EventListener, true],
    ['pointermove', onPointer as EventListener, true],
    ['touchstart', onIntent as EventListener, true],
    ['keydown', onIntent as EventListener, true],
    ['focusin', onIntent as EventListener, true],
  ];
  for (const [type, listener, passive] of listeners) {
    window.addEventListener(type, listener, { capture: true, passive });
  }

  return {
    async release() {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
      const shown = [...changed].map((field) => [field, shownIn(field)] as const);
      for (const [field, value] of shown) announce(field, value);
      // The app takes in the announced values (a render) before the held actions read them.
      await new Promise((resolve) => window.setTimeout(resolve, 0));
      for (const action of held) {
        (action.kind === 'click' ? action.element : action.submitter)?.removeAttribute(
          HELD_ATTRIBUTE,
        );
      }
      const replayed: number[] = [];
      for (const action of held) {
        if (action.kind === 'click') {
          if (!action.element.isConnected) continue;
          action.element.click();
        } else {
          if (!action.form.isConnected) continue;
          const { submitter } = action;
          if (submitter?.isConnected) action.form.requestSubmit(submitter);
          else action.form.requestSubmit();
        }
        replayed.push(action.at);
      }
      if (replayed.length > 0)
        afterNextPaint(() => {
          const painted = performance.now();
          for (const at of replayed) onReplayed(painted - at);
        });
    },
  };
}
