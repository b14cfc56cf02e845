import { describe, expect, it } from 'vitest';
import { databaseTestFiles, importersOf } from './database-test-files';

const mod = (source: string, ...deps: [string, string][]) => ({
  source,
  dependencies: deps.map(([resolved, type]) => ({ resolved, dependencyTypes: ['local', type] })),
});

describe('the test files npm run test:pg runs', () => {
  it('follows run-time imports through any chain, and not type-only ones', () => {
    const modules = [
      mod('a.test.ts', ['helper.ts', 'import']),
      mod('helper.ts', ['db.ts', 'dynamic-import']),
      mod('b.test.ts', ['db.ts', 'type-only']),
      mod('c.test.ts', ['pure.ts', 'import']),
      mod('db.ts'),
      mod('pure.ts'),
    ];
    expect([...importersOf(modules, new Set(['db.ts']))].sort()).toEqual(['a.test.ts', 'db.ts', 'helper.ts']);
  });

  it('takes the tests that open a database and leaves out pure rules and client components', () => {
    const files = databaseTestFiles();
    expect(files).toContain('src/server/modules/picks/picks.rest.test.ts');
    expect(files).toContain('src/server/platform/db/migrate.test.ts');
    expect(files).not.toContain('src/server/modules/picks/picks.rules.test.ts');
    expect(files).not.toContain('src/client/features/games/GameCard.test.tsx');
    expect(files.every((file) => /\.test\.tsx?$/.test(file))).toBe(true);
    // dependency-cruiser reads the whole tree (1,400 modules): 15-40 s on this 2-core machine when others run.
  }, 120_000);
});
