// Runs before the page's first paint (a blocking script in <head>), so it must stay tiny.
(() => {
  const root = document.documentElement;

  // The colour scheme, before anything shows: a dark-mode player never sees a white flash. Same key and
  // values as Mantine's colour scheme manager (localStorage).
  let stored = null;
  let signedIn = false;
  let savedLanguage = null;
  try {
    stored = window.localStorage.getItem('mantine-color-scheme-value');
    // Set by the app while this device's player is signed in (the key: src/client/boot/signed-in-hint.ts).
    signedIn = window.localStorage.getItem('pk-signed-in') === '1';
    // The language this device last showed (src/client/i18n/i18n.ts writes it).
    savedLanguage = window.localStorage.getItem('pk-language');
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

  // The language, before anything shows: the app's own choice at start (initialLocale in i18n/i18n.ts, which
  // boot-language.test.ts holds this to): the one this device last showed, else the first of the browser's
  // languages the app speaks, else English. index.html's CSS shows the first paint's copy in <html lang>.
  const spoken = (tag) => {
    const primary = String(tag ?? '')
      .trim()
      .toLowerCase()
      .split(/[-_]/)[0];
    return primary === 'en' || primary === 'es' ? primary : null;
  };
  const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  const language =
    savedLanguage === 'en' || savedLanguage === 'es'
      ? savedLanguage
      : (browserLanguages.map(spoken).find((locale) => locale !== null) ?? 'en');
  root.setAttribute('lang', language);
  // Once the page is parsed, the other languages' copies go: one landing in the page, one set of ids.
  const whenParsed = (task) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', task);
    else task();
  };
  whenParsed(() => {
    for (const copy of document.querySelectorAll(`[data-boot-copy]:not([lang="${language}"])`)) copy.remove();
  });

  // A visitor on '/' sees the landing pre-rendered into index.html (#boot-landing) until the app shows
  // its own; everyone else sees 'Loading...'. The app ends the boot screen (boot-screen.ts).
  const visitorsLanding = window.location.pathname === '/' && !signedIn;
  if (visitorsLanding) root.setAttribute('data-boot', 'landing');

  // The app's modules, the entry first (the built page lists them; the development page loads its own).
  // They download at once, except on a visitor's landing, which has the connection to itself until it has
  // painted; the entry runs once the page is parsed (it needs #root) and has painted, so that paint never
  // waits for the app's JavaScript to be evaluated.
  const modules = document.querySelector('meta[name="pk-app-modules"]')?.getAttribute('content');
  if (!modules) return;
  const [entry, ...imports] = modules.split(' ');
  let preloaded = false;
  // The catalogues of the language chosen above: the app renders nothing before they arrive, and its entry would
  // only ask for them once evaluated.
  const catalogue = document
    .querySelector(`meta[name="pk-catalogue"][lang="${language}"]`)
    ?.getAttribute('content');
  const modulePreload = (hrefs) => {
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.fetchPriority = 'low';
      link.href = href;
      document.head.append(link);
    }
  };
  const preload = () => {
    if (preloaded) return;
    preloaded = true;
    modulePreload(catalogue ? [entry, ...imports, catalogue] : [entry, ...imports]);
  };
  // The quiet parts' modules (toasts, status notices, prompts), which the app evaluates only once its first screen
  // has painted (lib/first-screen.ts): fetched last, once the page has painted, the entry is asked for and, on a
  // player's home, the first batch has answered, so that they are in the module map when the app wants them, even
  // if the connection has dropped by then (the offline notice is one of them).
  const quiet = document.querySelector('meta[name="pk-quiet-modules"]')?.getAttribute('content');
  const firstBatch = document.querySelector('meta[name="pk-first-batch"]')?.getAttribute('content');
  const playersHome = signedIn && firstBatch && window.location.pathname === '/';
  let quietWaitsFor = playersHome ? 2 : 1;
  const preloadQuiet = () => {
    quietWaitsFor -= 1;
    if (quietWaitsFor === 0 && quiet) modulePreload(quiet.split(' '));
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    preload();
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    preloadQuiet();
  };
  if (!visitorsLanding) preload();
  // A player's home: its first request goes beside the modules (first-batch.ts takes its answer).
  if (playersHome) {
    window.pkFirstBatch = fetch(firstBatch, { credentials: 'include' });
    // Failed: nothing to report here, the app asks again.
    window.pkFirstBatch.then(preloadQuiet, preloadQuiet);
  }
  whenParsed(() => {
    requestAnimationFrame(() => setTimeout(start, 0));
    // A hidden page paints no frames; and should a frame never come, the app starts anyway.
    setTimeout(start, document.visibilityState === 'hidden' ? 0 : 1000);
  });
})();
