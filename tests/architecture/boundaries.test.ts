import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The boundary checker (`npm run lint:boundaries`, .dependency-cruiser.cjs) run on a small tree written here,
// which breaks each of its rules once: every rule must report its break, and a tree that keeps the rules must pass.

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const CLI = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const RULES: string[] = createRequire(import.meta.url)(CONFIG).forbidden.map((r: { name: string }) => r.name);

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (path -> the modules it imports) as a project and runs the checker on it. */
function cruise(files: Record<string, string[]>): { rule: string; from: string; to: string }[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { allowJs: true } }));
  for (const [file, imports] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const lines = imports.map((spec, i) => `import * as m${i} from '${spec}';\nexport const u${i} = m${i};`);
    writeFileSync(path.join(dir, file), `${lines.join('\n')}\nexport const here = 1;\n`);
  }
  let output: string;
  try {
    output = execFileSync(process.execPath, [CLI, '--config', CONFIG, '--output-type', 'json', 'src', 'db'], {
      cwd: dir,
      encoding: 'utf8',
    });
  } catch (error) {
    // The checker exits with the number of errors it found; its report is on stdout all the same.
    output = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(output) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return report.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

/** A tree that keeps every rule. */
const HOUSE: Record<string, string[]> = {
  'src/server/main.ts': ['./admin/admin.router', './picks/picks.service', './live/socket.route'],
  'src/server/api/admin.router.ts': ['../games/games.admin.router', '../trpc/init'],
  'src/server/platform/transport/trpc/init.ts': [],
  'src/server/modules/games/games.admin.router.ts': ['./games.service'],
  'src/server/modules/games/games.service.ts': ['./games.repo', './games.rules'],
  'src/server/modules/games/games.repo.ts': ['../db/client'],
  'src/server/modules/games/games.rules.ts': ['../../shared/periods'],
  'src/server/platform/db/client.ts': [],
  'src/server/modules/picks/picks.service.ts': ['../games/games.service'],
  'src/server/api/live/socket.route.ts': ['./wire/frames', '../games/games.service'],
  'src/server/platform/transport/socket/frames.ts': ['node:zlib'],
  'src/shared/periods.ts': [],
  'src/client/main.tsx': ['./pages/Home'],
  'src/client/pages/Home.tsx': ['../features/games/Card', '../features/picks/Pick'],
  'src/client/features/games/Card.tsx': ['../../lib/format'],
  'src/client/features/picks/Pick.tsx': ['../../components/Button'],
  'src/client/components/Button.tsx': ['../lib/format'],
  'src/client/lib/format.ts': ['../../shared/periods'],
  'db/migrations/20260101000000_create_games.ts': ['../migration-support/games-20260101'],
  'db/migration-support/games-20260101.ts': [],
};

describe('the boundary checker', () => {
  it('passes a tree that keeps the rules', () => {
    expect(cruise(HOUSE)).toEqual([]);
  });

  it('reports each rule once its boundary is crossed', () => {
    const broken = cruise({
      ...HOUSE,
      // A module reads another's repo, the host reads a repo, a router queries, and games and picks loop.
      'src/server/modules/picks/picks.service.ts': ['../games/games.service', '../games/games.repo'],
      'src/server/main.ts': [...HOUSE['src/server/main.ts']!, './games/games.repo', './trpc/router'],
      'src/server/modules/games/games.admin.router.ts': ['./games.service', './games.repo'],
      'src/server/modules/games/games.service.ts': [
        './games.repo',
        './games.rules',
        '../picks/picks.service',
      ],
      // admin/ reaches past the admin routers; an admin router is composed outside admin/.
      'src/server/api/admin.router.ts': [
        '../games/games.admin.router',
        '../trpc/init',
        '../games/games.service',
      ],
      'src/server/api/router.ts': ['../games/games.admin.router'],
      // A rule and src/shared do I/O; the wire learns about games; the server imports the client.
      'src/server/modules/games/games.rules.ts': ['../../shared/periods', 'node:fs'],
      'src/shared/periods.ts': ['node:fs'],
      'src/server/platform/transport/socket/frames.ts': ['node:zlib', '../../games/games.service'],
      'src/server/platform/db/client.ts': ['../../client/lib/format'],
      // Client features import each other, a feature imports a page, lib a feature, the client server code.
      'src/client/features/games/Card.tsx': ['../../lib/format', '../picks/Pick', '../../pages/Home'],
      'src/client/lib/format.ts': [
        '../../shared/periods',
        '../features/games/Card',
        '../../server/games/games.service',
      ],
      // A migration imports the app; a helper under src/ serves only tests.
      'db/migrations/20260101000000_create_games.ts': ['../../src/server/modules/games/games.service'],
      'src/server/modules/games/games.fixtures.ts': ['./games.repo'],
    });
    const reported = new Set(broken.map((v) => v.rule));
    expect([...reported].sort()).toEqual([...RULES].sort());
    expect(broken).toContainEqual({
      rule: 'repo-stays-in-its-module',
      from: 'src/server/modules/picks/picks.service.ts',
      to: 'src/server/modules/games/games.repo.ts',
    });
  });
});
