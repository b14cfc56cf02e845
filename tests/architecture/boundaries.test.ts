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

/** A tree that keeps every rule: the host on top, then workflows, modules, the kernel, and the platform below. */
const HOUSE: Record<string, string[]> = {
  'src/server/main.ts': ['./app'],
  'src/server/app.ts': ['./api/router', './api/live/socket.route'],
  'src/server/api/router.ts': ['./admin.router', './routers/games.router', './procedures'],
  'src/server/api/admin.router.ts': ['./routers/games.admin.router', './procedures'],
  'src/server/api/procedures.ts': ['../platform/transport/trpc/procedure-table'],
  'src/server/api/routers/games.router.ts': ['../procedures', '../../modules/games/games.service'],
  'src/server/api/routers/games.admin.router.ts': ['../procedures', '../../workflows/score-entry.service'],
  'src/server/api/live/socket.route.ts': [
    '../../platform/transport/socket/frames',
    '../../modules/games/games.service',
  ],
  'src/server/workflows/score-entry.service.ts': [
    '../modules/games/games.service',
    '../modules/picks/picks.service',
  ],
  'src/server/modules/games/games.service.ts': ['./games.repo', './games.rules', '../../kernel/record.rules'],
  'src/server/modules/games/games.repo.ts': ['../../platform/db/client'],
  'src/server/modules/games/games.rules.ts': ['../../../shared/periods'],
  'src/server/modules/picks/picks.service.ts': ['../../kernel/record.rules', '../../platform/db/client'],
  'src/server/kernel/record.rules.ts': ['../../shared/periods'],
  'src/server/platform/db/client.ts': [],
  'src/server/platform/transport/socket/frames.ts': ['node:zlib', '../trpc/procedure-table'],
  'src/server/platform/transport/trpc/procedure-table.ts': ['@trpc/server/unstable-core-do-not-import'],
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
      // The platform and the kernel reach up, the kernel does I/O, a module calls another and a workflow,
      // a workflow the host; a module reads another's repo, games and picks loop.
      'src/server/platform/db/client.ts': ['../../modules/games/games.service', '../../../client/lib/format'],
      'src/server/kernel/record.rules.ts': [
        '../../shared/periods',
        '../modules/picks/picks.service',
        'node:fs',
      ],
      'src/server/modules/picks/picks.service.ts': [
        '../../kernel/record.rules',
        '../games/games.service',
        '../games/games.repo',
        '../../workflows/score-entry.service',
      ],
      'src/server/modules/games/games.service.ts': [
        './games.repo',
        './games.rules',
        '../picks/picks.service',
      ],
      'src/server/workflows/score-entry.service.ts': ['../modules/games/games.service', '../api/router'],
      // A module that is not on the list of sideways calls makes one (the notifications' recorder).
      'src/server/modules/prizes/prizes.service.ts': ['../notifications/notifications.service'],
      'src/server/modules/notifications/notifications.service.ts': [],
      // The host reads a repo; a router sits in a module and queries; admin.router.ts reaches past the admin
      // routers, and an admin router is composed outside it.
      'src/server/app.ts': ['./api/router', './api/live/socket.route', './modules/games/games.repo'],
      'src/server/modules/games/games.router.ts': ['./games.repo'],
      'src/server/api/admin.router.ts': [
        './routers/games.admin.router',
        './procedures',
        '../modules/games/games.service',
      ],
      'src/server/api/router.ts': [
        './admin.router',
        './routers/games.router',
        './routers/games.admin.router',
      ],
      // A rule and src/shared do I/O; the socket learns about games and reads tRPC's internals itself.
      'src/server/modules/games/games.rules.ts': ['../../../shared/periods', 'node:fs'],
      'src/shared/periods.ts': ['node:fs'],
      'src/server/platform/transport/socket/frames.ts': [
        'node:zlib',
        '../../../modules/games/games.service',
        '@trpc/server/unstable-core-do-not-import',
      ],
      // Client features import each other, a feature imports a page, lib a feature, the client server code.
      'src/client/features/games/Card.tsx': ['../../lib/format', '../picks/Pick', '../../pages/Home'],
      'src/client/lib/format.ts': [
        '../../shared/periods',
        '../features/games/Card',
        '../../server/modules/games/games.service',
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
