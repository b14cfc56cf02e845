/** The share dialog's toasts (player.md section 8). */
export const SHARE_MESSAGES = {
  shared: 'Achievement Shared!',
  copied: 'Link Copied!',
  copyFailedTitle: 'Copy Failed',
  copyFailed: 'Unable to copy to clipboard. Try again.',
} as const;
