// Sets the page's colour scheme before the app's JavaScript arrives, so a dark-mode player never sees
// a white flash. Same key and values as Mantine's colour scheme manager (localStorage).
(() => {
  let stored = null;
  try {
    stored = window.localStorage.getItem('mantine-color-scheme-value');
  } catch {
    // Storage refused (private mode): follow the system.
  }
  const scheme =
    stored === 'light' || stored === 'dark'
      ? stored
      : window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
