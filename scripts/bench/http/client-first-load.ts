import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { addSessionCookie, signUp } from '../../../tests/e2e/support/api';
import { launchBrowser } from '../../../tests/e2e/support/browser';
import { startServer } from '../../../tests/e2e/support/server';
import { appModules } from '../../build/app-modules';
import { intFromEnv } from '../toolkit/knobs';
import { quantile } from '../toolkit/stats';

// The player's first load of the home route, on the built app served locally by `npm start`'s server.
//   npx tsx scripts/bench/http/client-first-load.ts               (builds first; RUNS=10 page loads per profile)
//   npx tsx scripts/bench/http/client-first-load.ts --no-build    (measures dist/ as it is)
// 1. Initial JavaScript: dist/index.html's entry and everything it imports statically (what the
//    browser must run before home renders), gzipped; lazy chunks are listed apart.
// 2. Home usable: from navigation start to the first game card with an enabled pick button, in a fresh
//    browser context (cold cache) per run, for a signed-in player; once as is, once with the CPU slowed
//    4x on a "fast 4G" link (a mid-range phone), for information.
const RUNS = intFromEnv('RUNS', 10);
const BUDGET_KB = 200;
const BUDGET_MS = 1500;
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DIST = path.join(ROOT, 'dist');

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/** The entry chunk and its static imports, walked through `import"./x.js"` / `from"./x.js"`. */
function initialChunks(): string[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const [entry] = appModules(html);
  if (!entry) throw new Error('no entry script in dist/index.html');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(DIST, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(`assets/${m[1]}`);
  };
  visit(entry);
  return [...seen];
}

function bundleReport(): { lines: string[]; initialKb: number } {
  const initial = initialChunks();
  const rows = initial
    .map((file) => ({ file, kb: gzipKb(readFileSync(path.join(DIST, file))) }))
    .sort((a, b) => b.kb - a.kb);
  const initialKb = rows.reduce((sum, r) => sum + r.kb, 0);
  const lines = [
    '| Initial chunk (home route) | gzipped |',
    '|---|---:|',
    ...rows.map((r) => `| ${r.file.replace(/-[\w-]{8}\.js$/, '.js')} | ${r.kb.toFixed(1)} KB |`),
    `| **total** (budget ${BUDGET_KB} KB) | **${initialKb.toFixed(1)} KB** |`,
  ];
  return { lines, initialKb };
}

interface Profile {
  name: string;
  cpuRate: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const PROFILES: Profile[] = [
  { name: 'local, no throttling', cpuRate: 1 },
  {
    name: 'CPU 4x slower, fast 4G (60 ms, 9 Mbit/s)',
    cpuRate: 4,
    network: {
      latency: 60,
      downloadThroughput: (9_000_000 / 8) * 0.9,
      uploadThroughput: (1_500_000 / 8) * 0.9,
    },
  },
];

// Runs in the page before any script: notes when the first game card with an enabled pick button shows.
const USABLE_PROBE = `
  new MutationObserver((_, observer) => {
    const button = document.querySelector('[data-testid="game-card"] button:not([disabled])');
    if (button && !window.__homeUsableAt) { window.__homeUsableAt = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true, attributes: true });
`;

async function timeHome(): Promise<string[]> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const player = await signUp(server.baseUrl);
    const lines = [
      '| Profile | runs | median | p95 | max | JS transferred (gzip equivalent) |',
      '|---|---:|---:|---:|---:|---:|',
    ];
    for (const profile of PROFILES) {
      const times: number[] = [];
      let jsKb = 0;
      // One unmeasured load first: the server's JIT and the database's caches warm up.
      for (let run = -1; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
        await addSessionCookie(context, player.api);
        await context.addInitScript(USABLE_PROBE);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
        if (profile.network) {
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
        }
        const scripts: string[] = [];
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
        });
        await page.goto(server.baseUrl);
        await page.waitForFunction(() => '__homeUsableAt' in window, undefined, { timeout: 30_000 });
        const usableAt = await page.evaluate(
          () => (window as unknown as { __homeUsableAt: number }).__homeUsableAt,
        );
        if (run >= 0) times.push(usableAt);
        jsKb = scripts.reduce((sum, p) => sum + gzipKb(readFileSync(path.join(DIST, p))), 0);
        await context.close();
      }
      const p = (q: number) => `${Math.round(quantile(times, q))} ms`;
      lines.push(
        `| ${profile.name} | ${RUNS} | ${p(0.5)} | ${p(0.95)} | ${Math.round(Math.max(...times))} ms | ${jsKb.toFixed(1)} KB |`,
      );
    }
    lines.push(
      '',
      `Budget: games visible and pickable within ${BUDGET_MS} ms of navigation (local, no throttling).`,
    );
    return lines;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (!process.argv.includes('--no-build'))
  execFileSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'ignore' });
const bundle = bundleReport();
console.log(bundle.lines.join('\n'));
console.log('');
console.log((await timeHome()).join('\n'));
if (bundle.initialKb > BUDGET_KB) {
  console.error(`initial JavaScript ${bundle.initialKb.toFixed(1)} KB is over the ${BUDGET_KB} KB budget`);
  process.exitCode = 1;
}
