/** The settings screen's toasts and password rules, word for word from player.md sections 5 and 8. */
export const SETTINGS_MESSAGES = {
  saved: 'Settings Saved',
  saveFailed: 'Failed to save settings. Please try again.',
  passwordUpdated: 'Password Updated',
  passwordFailed: 'Failed to change password. Please check your current password and try again.',
  passwordMismatch: "New passwords don't match.",
  passwordShort: 'Password must be at least 8 characters long.',
  passwordWeak: 'Password must contain at least one letter and one number.',
  avatarUpdated: 'Avatar updated successfully!',
  avatarFailed: 'Failed to update avatar',
} as const;
