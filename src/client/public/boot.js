// Runs before the page's first paint (a blocking script in <head>), so it must stay tiny.
(() => {
  const root = document.documentElement;

  // The colour scheme, before anything shows: a dark-mode player never sees a white flash. Same key and
  // values as Mantine's colour scheme manager (localStorage).
  let stored = null;
  let signedIn = false;
  try {
    stored = window.localStorage.getItem('mantine-color-scheme-value');
    // Set by the app (lazy-screens.ts) while this device's player is signed in.
    signedIn = window.localStorage.getItem('pk-signed-in') === '1';
  } catch {
    // Storage refused (private mode): follow the system, treat the device as a visitor's.
  }
  const scheme =
    stored === 'light' || stored === 'dark'
      ? stored
      : window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  root.setAttribute('data-mantine-color-scheme', scheme);

  // A visitor on '/' sees the landing pre-rendered into index.html (#boot-landing) until the app shows
  // its own; everyone else sees 'Loading...'. The app ends the boot screen (boot-screen.ts).
  if (window.location.pathname === '/' && !signedIn) root.setAttribute('data-boot', 'landing');

  // The app's entry is already downloading (modulepreload); it runs once the page has painted, so the
  // first paint never waits for the app's JavaScript to be evaluated. A hidden page paints no frames:
  // the timer starts it anyway.
  const start = () => {
    const entry = document.querySelector('link[data-app-entry]');
    if (!entry || document.querySelector('script[data-app-entry]')) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.getAttribute('href');
    script.setAttribute('data-app-entry', '');
    document.head.append(script);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
  setTimeout(start, 200);
})();
