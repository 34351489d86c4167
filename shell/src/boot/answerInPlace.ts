// A form the starter sends itself before the app runs, answered in the page rather than by loading
// another (docs/architecture/server-rendering.md, "Taps before the start"): a dish's "Add to cart"
// and a cart line's − and + (`IN_PLACE_ATTRIBUTE`). Posted as HTML they answered with a new page,
// ~0.35 s after the tap on a phone at 4× CPU, most of it the browser drawing that page; sent here
// the server answers the outcome, the cart's new count and the page's texts it changed, written
// into the page (the header's count, `SHOWS_ATTRIBUTE` elements, the − and + values), and the
// outcome is said as the app's toast says it, in a live region of the starter's own outside the
// app's root (so nothing the app hydrates is added to).
import {
  CART_COUNT_ATTRIBUTE,
  cartCountText,
  IN_PLACE_ATTRIBUTE,
  SHOWS_ATTRIBUTE,
  STEP_ATTRIBUTE,
  type InPlaceAnswer,
} from '@mealprep/shared/federation-contracts';
import { TOAST_DURATION_MS } from '../feedback/toastDuration';

/** The live region the starter says an answer in (styled by index.html's first styles). */
export const SAID_ELEMENT_ID = 'mealprep-said';

function isAnswer(value: unknown): value is InPlaceAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  if (typeof answer.location === 'string') return answer.location.startsWith('/');
  return (
    typeof answer.message === 'string' &&
    typeof answer.refused === 'boolean' &&
    Number.isInteger(answer.count) &&
    typeof answer.shown === 'object' &&
    answer.shown !== null
  );
}

/**
 * Whether `form` is one to send in place: marked so, on a signed-in customer's page (the header
 * has a cart count to show the answer in). A guest's is posted as HTML: its answer is the sign-in
 * page, which the browser then loads a step sooner (measured at 4× CPU on one busy machine: 450 ms
 * to the sign-in page as HTML, 490 ms through a JSON answer and a second navigation).
 */
export function answersInPlace(form: HTMLFormElement): boolean {
  return (
    form.hasAttribute(IN_PLACE_ATTRIBUTE) &&
    document.querySelector(`[${CART_COUNT_ATTRIBUTE}]`) !== null
  );
}

/**
 * Sends `form` (with its `submitter`'s name and value) as the browser would, asking for JSON.
 * Resolves with the answer, or null when there is none to show (the network, a failure, an
 * answer of another kind): the form is then posted as HTML after all.
 */
export async function sendInPlace(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<InPlaceAnswer | null> {
  try {
    const fields = new FormData(form, submitter);
    const body = new URLSearchParams();
    for (const [name, value] of fields) if (typeof value === 'string') body.append(name, value);
    const response = await fetch(form.action, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) {
      return null;
    }
    const answer: unknown = await response.json();
    return isAnswer(answer) ? answer : null;
  } catch {
    return null;
  }
}

/**
 * The live region an answer will be said in, put in the page now, empty: a region inserted with
 * its text is often not read. Outside `#root`, which the app hydrates.
 */
export function readyToSay(): HTMLElement {
  const existing = document.getElementById(SAID_ELEMENT_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = SAID_ELEMENT_ID;
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  document.body.append(region);
  return region;
}

let clearing = 0;

type Answered = Extract<InPlaceAnswer, { message: string }>;

/**
 * Shows an answer to `form`: the header's cart count, the page's texts it changed, the new values
 * of the form's − and + (so a second tap before the app steps from the new number), and its
 * message (a refusal as an alert).
 */
export function showAnswer(form: HTMLFormElement, answer: Answered) {
  for (const count of document.querySelectorAll<HTMLElement>(`[${CART_COUNT_ATTRIBUTE}]`)) {
    count.textContent = cartCountText(answer.count);
    count.hidden = answer.count === 0;
  }
  for (const element of document.querySelectorAll<HTMLElement>(`[${SHOWS_ATTRIBUTE}]`)) {
    const text = answer.shown[element.getAttribute(SHOWS_ATTRIBUTE) ?? ''];
    if (text !== undefined) element.textContent = text;
  }
  const { stepped } = answer;
  if (stepped) {
    for (const button of form.querySelectorAll<HTMLButtonElement>(`button[${STEP_ATTRIBUTE}]`)) {
      const next = stepped.value + Number(button.getAttribute(STEP_ATTRIBUTE));
      button.value = String(next);
      button.disabled = !(next >= stepped.min && next <= stepped.max);
    }
  }
  const region = readyToSay();
  region.setAttribute('aria-live', answer.refused ? 'assertive' : 'polite');
  region.toggleAttribute('data-refused', answer.refused);
  const said = document.createElement('p');
  said.setAttribute('role', answer.refused ? 'alert' : 'status');
  said.textContent = answer.message;
  region.replaceChildren(said);
  window.clearTimeout(clearing);
  clearing = window.setTimeout(() => region.replaceChildren(), TOAST_DURATION_MS);
}
