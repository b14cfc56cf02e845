import { parseArgs } from 'node:util';
import { readEnv } from '../src/server/env';
import { ensureAdminAccount } from '../src/server/modules/users/admin-account.service';
import { openDatabase } from '../src/server/platform/db/client';
import { migrateToLatest } from '../src/server/platform/db/migrate';

// npm run admin:create -- --username U --password P [--email E]
// Uses the same database as the server: DATABASE_URL, or the embedded one in DATA_DIR (./data).
const { values } = parseArgs({
  options: { username: { type: 'string' }, password: { type: 'string' }, email: { type: 'string' } },
});
if (!values.username || !values.password) {
  console.error('Usage: npm run admin:create -- --username U --password P [--email E]');
  process.exit(2);
}

const env = readEnv();
const { db } = openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
});
try {
  await migrateToLatest(db);
  const outcome = await ensureAdminAccount(
    db,
    { username: values.username, password: values.password, email: values.email },
    new Date(),
  );
  const words = { created: 'created', promoted: 'updated and made an admin', unchanged: 'already an admin' };
  console.log(`Admin account ${values.username}: ${words[outcome]}.`);
} catch (error) {
  console.error(`Could not create the admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
