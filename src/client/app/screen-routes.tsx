import type { RouteObject } from 'react-router';

/**
 * The player's screens besides home and sign-in (history, leaderboard, settings, achievements, reset
 * password, about, contact, subscribe). Each entry says itself whether it is signed-in only; router.tsx
 * places them under AuthGate.
 */
export const signedInScreens: RouteObject[] = [];
export const publicScreens: RouteObject[] = [];
