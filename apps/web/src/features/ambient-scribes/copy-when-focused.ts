/**
 * Copies text to the clipboard. Browsers refuse while the window has no focus (the clinician is
 * in the EHR beside it): then `notFocused` is said and the copy happens on the next click here.
 */
export function copyWhenFocused(text: string, say: { copied: () => void; notFocused: () => void }) {
  const copy = () => navigator.clipboard.writeText(text).then(say.copied, say.notFocused);
  if (document.hasFocus()) {
    void copy();
    return;
  }
  say.notFocused();
  window.addEventListener('click', () => void copy(), { once: true, capture: true });
}
