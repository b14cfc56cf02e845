import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** How long a failed chunk waits before it is fetched again when the browser does not say it is back online. */
const RETRY_MS = 10_000;

/**
 * A component in a chunk of its own, fetched at once (beside the others, not one after another as sibling lazy
 * components under one Suspense would be) for parts that show nothing at the first paint. A fetch that fails (the
 * network dropped while the app started) is tried again once the browser is back online, or after a while: the
 * component simply is not there until then, instead of its error taking the whole app down.
 */
export function lazySoon<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  const attempt = (): Promise<{ default: ComponentType<P> }> =>
    load().then(
      (component) => ({ default: component }),
      () =>
        new Promise((resolve) => {
          const again = () => {
            window.removeEventListener('online', again);
            clearTimeout(timer);
            resolve(attempt());
          };
          const timer = setTimeout(again, RETRY_MS);
          window.addEventListener('online', again);
        }),
    );
  const ready = attempt();
  return lazy(() => ready);
}
