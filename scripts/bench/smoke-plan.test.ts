import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXCLUDED, SMOKE } from './smoke-plan';

// The smoke run keeps every benchmark running only if every benchmark is in it: a new one that is not in
// smoke-plan.ts (or in EXCLUDED, with its reason) fails here, and so does one the README does not list.

const BENCH = fileURLToPath(new URL('.', import.meta.url));
const RUNNER = ['smoke.ts', 'smoke-plan.ts'];

function files(dir = ''): string[] {
  return readdirSync(path.join(BENCH, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? files(rel) : [rel];
  });
}

/** What another file of scripts/bench imports or starts by its path ('./x', new URL('./x.mjs', ...)). */
function referenced(all: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of all) {
    const code = readFileSync(path.join(BENCH, file), 'utf8');
    for (const m of code.matchAll(/'(\.\.?\/[^']+)'/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!));
      for (const candidate of [target, `${target}.ts`, `${target}.mjs`]) {
        if (candidate !== file && all.includes(candidate)) found.add(candidate);
      }
    }
  }
  return found;
}

describe('the smoke plan', () => {
  const all = files().filter((f) => /\.(ts|mjs)$/.test(f) && !f.endsWith('.test.ts'));
  const used = referenced(all);
  const entries = all.filter((f) => !used.has(f) && !RUNNER.includes(f));
  const planned = [...SMOKE, ...EXCLUDED];

  it('runs every benchmark, or says why not', () => {
    expect(entries.filter((f) => !planned.some((r) => r.file === f))).toEqual([]);
    expect(entries.length).toBeGreaterThan(20);
  });

  it('names only files that exist, each run once', () => {
    expect(planned.filter((r) => !all.includes(r.file))).toEqual([]);
    const names = planned.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const r of planned) if (r.after) expect(names).toContain(r.after);
  });

  it('is what the README lists', () => {
    const readme = readFileSync(path.join(BENCH, 'README.md'), 'utf8');
    expect(entries.filter((f) => !readme.includes(f))).toEqual([]);
    expect(planned.filter((r) => !readme.includes(`\`${r.name}\``)).map((r) => r.name)).toEqual([]);
  });
});
