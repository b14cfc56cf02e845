// The player's catalogues in Spanish, as one chunk fetched when the app shows this language (resources.ts, which
// checks that each namespace came): every file of the language but the admin's, fetched on /admin only.
const files = import.meta.glob<Record<string, unknown>>(['./locales/es/*.json', '!./locales/es/admin.json'], {
  eager: true,
  import: 'default',
});
/** By namespace: './locales/es/games.json' -> games. */
export const catalogues = Object.fromEntries(
  Object.entries(files).map(([file, c]) => [file.slice(13, -5), c]),
);
