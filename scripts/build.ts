import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CLIENT_DIST } from '../src/server/config';
import { appModules } from './build/app-modules';
import { compressAssets } from './build/compress';
import { missingMantineStyles } from './build/mantine-styles';
import { buildServer, SERVER_ENTRY } from './build/server';

// npm run build: `vite build` (the client, into dist/) runs first, then this: the server compiled into
// build/server/main.js, and a Brotli and a gzip copy of each of the client's compressible files.

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const started = performance.now();
const unstyled = await missingMantineStyles(CLIENT_DIST);
if (unstyled.length > 0) {
  throw new Error(
    `The client uses Mantine classes no stylesheet defines (${unstyled.join(', ')}): import the component's ` +
      'styles in src/client/app/mantine-styles.ts',
  );
}
const server = await buildServer();
console.log(`server: ${SERVER_ENTRY} (${kb(server.bytes)})`);

const files = await compressAssets(CLIENT_DIST);
const sum = (pick: (f: (typeof files)[number]) => number | null) =>
  files.reduce((total, f) => total + (pick(f) ?? f.bytes), 0);
console.log(
  `client: ${files.length} files compressed, ${kb(sum((f) => f.bytes))} -> ` +
    `${kb(sum((f) => f.brotli))} Brotli, ${kb(sum((f) => f.gzip))} gzip`,
);
// What a first visit loads before the router picks a screen: index.html and the files it links.
const index = files.find((f) => f.path === 'index.html');
const html = await readFile(join(CLIENT_DIST, 'index.html'), 'utf8');
const linked = [
  ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]),
  ...appModules(html),
];
const first = [index, ...linked.map((p) => files.find((f) => f.path === p))].filter((f) => f !== undefined);
const firstSum = (pick: (f: (typeof files)[number]) => number | null) =>
  first.reduce((total, f) => total + (pick(f) ?? f.bytes), 0);
console.log(
  `first load (index.html and the ${linked.length} files it links): ${kb(firstSum((f) => f.bytes))} -> ` +
    `${kb(firstSum((f) => f.brotli))} Brotli, ${kb(firstSum((f) => f.gzip))} gzip`,
);
console.log(`built in ${Math.round(performance.now() - started)} ms`);
