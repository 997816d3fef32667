import { useEffect } from 'react';

/** Marks a part of the page hydrated on its own (its own Suspense boundary) with its own release. */
export const OWN_HYDRATION = 'data-own-hydration';

/**
 * What was typed into a field before its code ran, handed to React as the visitor's input.
 * Hydration keeps the field's text but React's state still holds the server's, and the next
 * render would put that back. Setting the server's text through React's own value tracking
 * and the typed text past it makes the `input` event a change React sees, as a keystroke.
 */
function handTypedTextToReact(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const focused = document.activeElement === field;
  const { selectionStart, selectionEnd } = field;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && selectionStart !== null && selectionEnd !== null)
    field.setSelectionRange(selectionStart, selectionEnd);
}

function releaseFields(selector: string) {
  for (const field of document.querySelectorAll(selector)) {
    field.removeAttribute('data-hydrating');
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      handTypedTextToReact(field);
  }
}

/**
 * Hands React what was typed into the server's text fields before the page was hydrated
 * (decision 145, `markFieldsHydrating`). Rendered after the page inside the same Suspense
 * boundary, so it runs once the page itself is hydrated. It then marks <html> with
 * `data-hydrated`. Fields inside a part hydrated on its own (`OWN_HYDRATION`) wait for that
 * part's `PartHydrationRelease`.
 */
export function HydrationRelease() {
  useEffect(() => {
    releaseFields(`[data-hydrating]:not([${OWN_HYDRATION}] [data-hydrating])`);
    // From here on buttons answer: browser tests wait for this mark before pressing one.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The release of a part hydrated on its own: last inside its Suspense boundary (decision 146). */
export function PartHydrationRelease({ part }: { part: string }) {
  useEffect(() => {
    releaseFields(`[${OWN_HYDRATION}="${part}"] [data-hydrating]`);
  }, [part]);
  return null;
}
