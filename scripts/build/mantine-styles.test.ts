import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingMantineStyles } from './mantine-styles';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function client(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mantine-styles-'));
  await mkdir(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, 'assets', name), text);
  return dir;
}

describe('missingMantineStyles', () => {
  it('names the Mantine classes the scripts use and no stylesheet defines', async () => {
    const root = await client({
      'index-a.js': 'const a={root:"m_1b7284a3"},b="m_b6d8b162";',
      'Lazy-b.js': 'x("m_77c9d27d")',
      'index-c.css': '.m_1b7284a3{color:red}.m_77c9d27d{color:blue}',
    });
    expect(await missingMantineStyles(root)).toEqual(['m_b6d8b162']);
  });

  it('finds nothing missing when every class has its rules, in any stylesheet', async () => {
    const root = await client({
      'index-a.js': 'const a="m_1b7284a3";const b="m_b6d8b162";',
      'index-c.css': '.m_1b7284a3{color:red}',
      'Lazy-d.css': '.m_b6d8b162{margin:0}',
    });
    expect(await missingMantineStyles(root)).toEqual([]);
  });
});
