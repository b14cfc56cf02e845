import { readFileSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { PUSH_ENCRYPT_WORKER_FILE } from '../../src/server/modules/notifications/push-encryption';
import { projectPath } from '../../src/server/platform/project-path';

/** Where the compiled server goes; `npm start` runs `node build/server/main.js`. */
export const SERVER_OUT_DIR = projectPath('build/server');
export const SERVER_ENTRY = join(SERVER_OUT_DIR, 'main.js');

/**
 * The node options the compiled server runs with in production, as package.json's `serve` script gives them
 * (`npm start` runs the same command after building; built-server.test.ts holds them equal), so a benchmark
 * runs the server exactly as production does. The young generation's size is one (docs/capacity.md).
 */
export function productionNodeOptions(): string[] {
  const scripts = (
    JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const serve = /^node((?: --[a-z-]+=\S+)*) build\/server\/main\.js$/.exec(scripts.serve ?? '');
  if (!serve)
    throw new Error(`package.json's serve script is not "node [--option=value ...] build/server/main.js"`);
  return serve[1]!.split(' ').filter(Boolean);
}

/**
 * Compiles the server (src/server/main.ts and everything it imports from src/ and db/, the migrations
 * and the demo seeds included) into one ES module for Node 20. Packages stay in node_modules and are
 * imported from there at run time, so each finds its own files as it does in development (PGlite its
 * wasm and data bundle, `ws` its internals). No `keepNames`: tsx's renaming helper costs every named
 * closure about 250 bytes (ADR 0012), which the compiled server does without. The push encryption worker is
 * copied next to main.js.
 */
export async function buildServer(
  outDir = SERVER_OUT_DIR,
): Promise<{ entry: string; bytes: number; metafile: Metafile }> {
  const inside = relative(projectPath(''), outDir);
  if (inside === '' || inside.startsWith('..') || inside.split(sep)[0] === 'node_modules') {
    // It imports its packages from the project's node_modules and finds its files from the project's root (the
    // nearest package.json above it, src/server/platform/project-path.ts): it must live inside the project.
    throw new Error(`the compiled server must go into a folder of the project, not to ${outDir}`);
  }
  await rm(outDir, { recursive: true, force: true });
  const entry = join(outDir, 'main.js');
  const result = await build({
    entryPoints: [projectPath('src/server/main.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    // Stack traces in logs point into main.js; node --enable-source-maps maps them back when wanted.
    sourcemap: 'linked',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  // The push encryption worker (plain JavaScript) runs in its own thread from its own file, which the server
  // finds next to its own module (ADR 0031).
  await copyFile(
    projectPath(`src/server/modules/notifications/${PUSH_ENCRYPT_WORKER_FILE}`),
    join(outDir, PUSH_ENCRYPT_WORKER_FILE),
  );
  const output =
    result.metafile.outputs[Object.keys(result.metafile.outputs).find((o) => o.endsWith('.js'))!];
  return { entry, bytes: output?.bytes ?? 0, metafile: result.metafile };
}
