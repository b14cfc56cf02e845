import { z } from 'zod';
import { idSchema } from './admin';
import { passkeyAnswerInput } from './sign-in';

export const ACCOUNT_MESSAGES = {
  confirmMismatch: 'Type your username exactly to confirm',
  reauthRequired: 'Confirm it is you: enter your password, use a passkey, or sign in again',
  passwordWrong: 'Password is incorrect',
  deleted: 'Your account has been deleted',
  exportNotFound: 'This download is not available (it lasts a day)',
  exportsAtOnce: 'A download is being prepared already',
  notYourself: 'Delete your own account from Settings',
} as const;

/** The name an erased account shows wherever its picks still count (boards). */
export const DELETED_PLAYER = 'Deleted player';

/**
 * Deleting one's account: the username typed as confirmation, and proof that it is the player (their password,
 * a passkey, or a sign-in in the last 10 minutes: then neither is sent).
 */
export const deleteAccountInput = z.object({
  confirm: z.string().max(100),
  password: z.string().max(512).optional(),
  passkey: passkeyAnswerInput.optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

export const adminDeleteUserInput = z.object({
  userId: idSchema,
  /** The user's username, typed by the admin. */
  confirm: z.string().max(100),
});

export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(['preparing', 'ready']),
  createdAt: z.string(),
  /** The download is offered until then (a day after it was asked for). */
  expiresAt: z.string(),
});
export const dataExportsOutput = z.array(dataExportSchema);
export const exportIdInput = z.object({ id: idSchema });
/** The file: everything stored about the player, as JSON. */
export const dataExportFileOutput = z.record(z.string(), z.unknown());
