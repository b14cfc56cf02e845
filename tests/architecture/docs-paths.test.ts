import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The living docs say what is true now: every file or folder of the project they name exists. The ADRs and the
// benchmark history (docs/decisions, docs/benchmarks/) are history and may name what has since moved.

const ROOT = path.resolve(import.meta.dirname, '../..');
const LIVING = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...readdirSync(path.join(ROOT, 'docs/design')).map((f) => `docs/design/${f}`),
  'scripts/bench/README.md',
];

/** Project paths in a text: src/…, db/…, scripts/…, tests/…, without a glob or a trailing dot. */
const PATH = /(?<![\w/.-])((?:src|db|scripts|tests)\/[\w./-]*[\w-])/g;

/** Whether `p` is a file or folder, or the stem of some (`feed-health.*` names every file of that stem). */
function names(p: string): boolean {
  if (existsSync(path.join(ROOT, p))) return true;
  const dir = path.join(ROOT, path.dirname(p));
  return existsSync(dir) && readdirSync(dir).some((f) => f.startsWith(`${path.basename(p)}.`));
}

describe('the living docs', () => {
  it('name only files and folders that exist', () => {
    const missing = LIVING.flatMap((doc) =>
      [...readFileSync(path.join(ROOT, doc), 'utf8').matchAll(PATH)]
        .map((m) => m[1]!)
        .filter((p) => !p.includes('*'))
        .filter((p) => !names(p))
        .map((p) => `${doc}: ${p}`),
    );
    expect(missing).toEqual([]);
  });
});
