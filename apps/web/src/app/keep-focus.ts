const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * The application renders over the prerendered landing page (ADR 26), after that page has painted and may
 * already have been tabbed into. Rendering replaces its elements with identical ones, which would drop the
 * keyboard focus to the page's start; this moves it to the element in the same place in the new markup,
 * before the browser paints again. Then it marks #root with `data-taken-over`, so tests can tell a click
 * lands on the application rather than on the prerendered page (e2e/tests/support.ts, waitForApp).
 */
export function keepFocusAcrossTakeover(root: HTMLElement): void {
  const prerendered = [...root.children];
  if (prerendered.length === 0) return;
  const positionOf = (element: Element | null) =>
    element && root.contains(element) ? [...root.querySelectorAll(FOCUSABLE)].indexOf(element) : -1;
  let position = positionOf(document.activeElement);
  const track = () => {
    position = positionOf(document.activeElement);
  };
  document.addEventListener('focusin', track);
  const observer = new MutationObserver(() => {
    if (prerendered.some((element) => element.isConnected)) return;
    observer.disconnect();
    document.removeEventListener('focusin', track);
    root.setAttribute('data-taken-over', '');
    const target = root.querySelectorAll<HTMLElement>(FOCUSABLE)[position];
    if (position >= 0 && target && (document.activeElement === document.body || !document.activeElement)) {
      target.focus({ preventScroll: true });
    }
  });
  observer.observe(root, { childList: true });
}
