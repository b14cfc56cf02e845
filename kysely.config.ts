import { defineConfig } from 'kysely-ctl';
import { createDialect } from './src/server/platform/db/client';

// kysely-ctl (`npm run db:migrate`) uses the same database the app would: DATABASE_URL or ./data.
export default defineConfig({
  dialect: createDialect({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './data'),
  }).dialect,
  migrations: { migrationFolder: 'db/migrations' },
});
