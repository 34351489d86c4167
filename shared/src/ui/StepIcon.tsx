/**
 * The − and + of a quantity stepper, drawn rather than typed: the button's name ("More Nasi
 * lemak") then contains all of its visible text, since a picture is not text (WCAG 2.5.3).
 * Name the button with `aria-label` or hidden text.
 */
export function StepIcon({ kind }: { kind: 'minus' | 'plus' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={kind === 'minus' ? 'M3 8h10' : 'M3 8h10M8 3v10'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
