import type { FastifyBaseLogger } from 'fastify';
import type { DB } from './db/client';
import type { Env } from './env';
import { ensureAdminAccount } from './users/admin-account.service';

/** Start-up data: the admin of ADMIN_USERNAME / ADMIN_PASSWORD, and the demo data when asked for. */
export async function prepareData(db: DB, env: Env, log: FastifyBaseLogger): Promise<void> {
  if (env.ADMIN_USERNAME || env.ADMIN_PASSWORD) {
    if (!env.ADMIN_USERNAME || !env.ADMIN_PASSWORD) {
      throw new Error('Set both ADMIN_USERNAME and ADMIN_PASSWORD to create an admin at start.');
    }
    const outcome = await ensureAdminAccount(
      db,
      { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL },
      new Date(),
    );
    log.info({ username: env.ADMIN_USERNAME, outcome }, 'admin account ensured');
  }
}
