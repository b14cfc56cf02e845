/** The reset flow's words (player.md sections 5 and 8); the server's USER_MESSAGES hold the shared ones. */
export const RESET_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  confirmRequired: 'Please confirm your password',
  passwordShort: 'Password must be at least 8 characters long',
  mismatch: 'Passwords do not match',
  sendFailed: 'Failed to send reset email',
  verifyInvalid: 'Invalid or expired reset link',
  verifyFailed: 'Failed to verify reset link',
  resetFailed: 'Failed to reset password',
} as const;

/** After a successful reset the page goes to sign-in by itself. */
export const REDIRECT_AFTER_RESET_MS = 3000;
