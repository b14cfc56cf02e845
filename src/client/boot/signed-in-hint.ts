/**
 * The localStorage key set while this device's player is signed in (lazy-screens.tsx keeps it). boot.js
 * reads it before the app runs, as a literal of its own: it is served as written and cannot import, so
 * signed-in-hint.test.ts checks the two agree.
 */
export const SIGNED_IN_HINT = 'pk-signed-in';
