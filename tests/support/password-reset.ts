import { insertResetToken } from '../../src/server/modules/users/password-reset.repo';
import { resetTokenExpiry } from '../../src/server/modules/users/password-reset.rules';
import { hashToken, randomToken } from '../../src/server/modules/users/tokens';
import type { DB } from '../../src/server/platform/db/client';

/** A valid reset link's token for `userId`, issued at `now`, as if the player had asked by e-mail. */
export async function issueResetToken(db: DB, userId: number, now: Date): Promise<string> {
  const token = randomToken(20);
  await insertResetToken(db, {
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: resetTokenExpiry(now),
  });
  return token;
}
