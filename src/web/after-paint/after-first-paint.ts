// A page that never reports a paint (a browser without paint timing that also throttles frames)
// still comes alive: what waits for the paint runs after this long at the latest.
export const LATEST_MS = 3000;

/** Runs `run` once, after the page's first contentful paint, or at once in a hidden tab. */
export function afterFirstPaint(run: () => void): void {
  // A tab opened in the background paints nothing until it is shown.
  if (
    document.visibilityState === 'hidden' ||
    !globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')
  ) {
    run();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    run();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, LATEST_MS);
}
