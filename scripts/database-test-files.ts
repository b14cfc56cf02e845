import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The test files whose outcome can depend on which database runs: those whose runtime imports reach a module
 * that reads DATABASE_URL or opens the database. `npm run test:pg` runs these against PostgreSQL; the others
 * (pure rules, parsers, the wire format, client components) cannot see the database, and `npm test` already ran
 * them. The readers are found by their text, so a new module that reads DATABASE_URL is taken in without a list
 * to keep. Type-only imports are left out: they vanish at run time.
 */
const DATABASE_OPENER = 'src/server/platform/db/client.ts';
const SOURCE_ROOTS = ['src', 'db', 'scripts', 'tests'];
const TEST_FILE = /\.test\.tsx?$/;

type CruiseModule = {
  source: string;
  dependencies: { resolved: string; dependencyTypes: string[] }[];
};

function cruise(): CruiseModule[] {
  const run = spawnSync(
    'npx',
    ['depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...SOURCE_ROOTS],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`depcruise failed: ${run.stderr || run.stdout}`);
  return (JSON.parse(run.stdout) as { modules: CruiseModule[] }).modules;
}

/** Every module that imports, at run time and through any chain, one of `targets`. */
export function importersOf(modules: CruiseModule[], targets: Set<string>): Set<string> {
  const importers = new Map<string, string[]>();
  for (const module of modules) {
    for (const dependency of module.dependencies) {
      if (dependency.dependencyTypes.includes('type-only')) continue;
      const list = importers.get(dependency.resolved) ?? [];
      list.push(module.source);
      importers.set(dependency.resolved, list);
    }
  }
  const reached = new Set(targets);
  const queue = [...targets];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const importer of importers.get(next) ?? []) {
      if (reached.has(importer)) continue;
      reached.add(importer);
      queue.push(importer);
    }
  }
  return reached;
}

export function databaseTestFiles(): string[] {
  const modules = cruise();
  const readers = new Set(
    modules
      .map((m) => m.source)
      .filter((source) => SOURCE_ROOTS.some((root) => source.startsWith(`${root}/`)))
      .filter(
        (source) => source === DATABASE_OPENER || readFileSync(source, 'utf8').includes('DATABASE_URL'),
      ),
  );
  return [...importersOf(modules, readers)].filter((source) => TEST_FILE.test(source)).sort();
}
