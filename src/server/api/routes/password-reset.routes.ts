import { tagged } from '../rest-table';

/** The reset-password screen's calls (player.md section 7). */
export const passwordResetRoutes = tagged('Password reset', [
  {
    method: 'GET',
    url: '/password-reset/verify/:token',
    procedure: 'passwordReset.verify',
    summary: 'Whether a reset link still works',
    description: '400 "Invalid or expired reset link" for an unknown, used or expired token.',
  },
  {
    method: 'POST',
    url: '/password-reset/request',
    procedure: 'passwordReset.request',
    summary: 'Send a reset link by e-mail',
    description: 'Always the same neutral confirmation, whether or not the account exists.',
  },
  {
    method: 'POST',
    url: '/password-reset',
    procedure: 'passwordReset.reset',
    summary: 'Set a new password with a reset token; signs out every device',
  },
]);
