import type { FastifyBaseLogger } from 'fastify';
import { DEMO_CREDENTIALS, seedDemoData } from '../../db/seeds/demo';
import { type Env, wantsDemoData } from './env';
import { prepareVapidKeys } from './modules/notifications/vapid-keys.service';
import { findUserByUsername } from './modules/users/accounts.service';
import { ensureAdminAccount } from './modules/users/admin-account.service';
import type { DB } from './platform/db/client';

/**
 * Start-up data: the Web Push key pair when the environment names none, the admin of ADMIN_USERNAME /
 * ADMIN_PASSWORD, and the demo data when asked for.
 */
export async function prepareData(db: DB, env: Env, log: FastifyBaseLogger, now: Date): Promise<void> {
  // Made here, not on first use: the first request to need it may be a GET, and reads write nothing.
  if (!env.VAPID_PUBLIC_KEY) await prepareVapidKeys(db);
  if (env.ADMIN_USERNAME || env.ADMIN_PASSWORD) {
    if (!env.ADMIN_USERNAME || !env.ADMIN_PASSWORD) {
      throw new Error('Set both ADMIN_USERNAME and ADMIN_PASSWORD to create an admin at start.');
    }
    const outcome = await ensureAdminAccount(
      db,
      { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL },
      now,
    );
    log.info({ username: env.ADMIN_USERNAME, outcome }, 'admin account ensured');
  }

  if (!wantsDemoData(env)) return;
  const { seeded } = await seedDemoData(db, now);
  if (seeded) log.info('demo data seeded: leagues, teams, players with pick histories, games, a prize');
  const { admin, player } = DEMO_CREDENTIALS;
  if (await findUserByUsername(db, admin.username)) {
    log.info(
      `Demo accounts (unless their passwords were changed): admin ${admin.username} / ${admin.password}, ` +
        `player ${player.username} / ${player.password}`,
    );
  }
}
