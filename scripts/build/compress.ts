import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible } from '../../src/server/platform/system/static-files.rules';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed copy saves less than its own headers cost. */
export const MIN_COMPRESS_BYTES = 512;

export interface CompressedFile {
  /** Relative to the folder, with `/`. */
  path: string;
  bytes: number;
  brotli: number | null;
  gzip: number | null;
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of `dir` of
 * at least MIN_COMPRESS_BYTES; a copy that is not smaller than the file is not written. The server sends
 * them to browsers that accept them (@fastify/static's `preCompressed`).
 */
export async function compressAssets(dir: string): Promise<CompressedFile[]> {
  const written: CompressedFile[] = [];
  for await (const file of files(dir)) {
    if (!isCompressible(file) || (await stat(file)).size < MIN_COMPRESS_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const keep = async (copy: Buffer, suffix: string) => {
      if (copy.length >= content.length) return null;
      await writeFile(file + suffix, copy);
      return copy.length;
    };
    written.push({
      path: relative(dir, file).split('\\').join('/'),
      bytes: content.length,
      brotli: await keep(br, '.br'),
      gzip: await keep(gz, '.gz'),
    });
  }
  return written;
}
