import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../platform/db/migrations';
import { BOARD_KEEPING_STATEMENTS } from './board-keeping.sql';

// Migrations install the board functions from board-keeping.sql.ts (ADR 0015). A database migrated long ago
// keeps what its last installing migration installed, so a change to this SQL needs a new migration that installs
// it again and records its hash: this test fails until there is one.
describe('the installed board functions', () => {
  it('are the SQL of the newest migration that installs them', () => {
    const hash = createHash('sha256').update(BOARD_KEEPING_STATEMENTS.join('\n')).digest('hex');
    const installing = Object.entries(MIGRATIONS)
      .filter(([, migration]) => 'BOARD_KEEPING_SHA256' in migration)
      .sort(([a], [b]) => a.localeCompare(b));
    const [name, newest] = installing.at(-1)!;
    expect({
      name,
      hash: (newest as unknown as { BOARD_KEEPING_SHA256: string }).BOARD_KEEPING_SHA256,
    }).toEqual({
      name,
      hash,
    });
  });
});
