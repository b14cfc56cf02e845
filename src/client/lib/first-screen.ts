/** Should the first screen never say it has shown (a failure before it), the parts waiting for it come anyway. */
const AT_THE_LATEST_MS = 10_000;

let release: () => void = () => undefined;

/**
 * Settles once the app's first screen (what AuthGate shows after 'Loading...') has painted, or a toast is raised
 * before that. The parts that show nothing at the first paint (AppProviders' toasts, notices and prompts) are
 * imported only then: evaluated as the app started, they took the main thread the home's first paint was waiting
 * for (ADR 0054). Their modules are fetched before, by boot.js, so that the import finds them in the page even if
 * the connection has dropped by then.
 */
export const firstScreenShown: Promise<void> = new Promise((resolve) => {
  release = resolve;
  setTimeout(resolve, AT_THE_LATEST_MS);
});

/** AuthGate's screen is committed: the promise settles after the frame that paints it. */
export function showFirstScreen(): void {
  requestAnimationFrame(() => setTimeout(release, 0));
}

/**
 * Something must show now (a toast raised as the app starts: the signed-out notice before the page moves on in
 * 500 ms): the parts come at once.
 */
export function needQuietPartsNow(): void {
  release();
}

/** `load`, started once the first screen has painted. */
export function afterFirstScreen<T>(load: () => Promise<T>): () => Promise<T> {
  return () => firstScreenShown.then(load);
}
