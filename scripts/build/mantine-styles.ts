import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Mantine's components carry their styles as global classes named m_ and 8 hex digits. */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/**
 * The Mantine classes the built JavaScript names that no built stylesheet defines: a component whose
 * styles file src/client/app/mantine-styles.ts does not import (the app imports them one by one).
 */
export async function missingMantineStyles(clientDir: string): Promise<string[]> {
  const assets = join(clientDir, 'assets');
  const files = await readdir(assets);
  const read = (ext: string) =>
    Promise.all(files.filter((f) => f.endsWith(ext)).map((f) => readFile(join(assets, f), 'utf8')));
  const [scripts, sheets] = await Promise.all([read('.js'), read('.css')]);
  const named = new Set(scripts.flatMap((s) => s.match(MANTINE_CLASS) ?? []));
  const styled = new Set(sheets.flatMap((s) => s.match(MANTINE_CLASS) ?? []));
  return [...named].filter((c) => !styled.has(c)).sort();
}
