// The terms and the privacy notice a player accepts at sign-up (issue 43). A new version of either text gets a new
// date here; the account keeps the version it accepted and when (users.terms_version, privacy_version).

export const TERMS_VERSION = '2026-12-06';
export const PRIVACY_VERSION = '2026-12-06';

export const CONSENT_MESSAGE = 'Please accept the terms and the privacy notice';
