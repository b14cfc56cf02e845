import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { DEMO_CREDENTIALS } from '../../../db/seeds/demo';
import { SIGNED_IN_HINT } from '../../../src/client/boot/signed-in-hint';
import { freePort } from '../../../tests/support/server-process';
import { signIn } from '../toolkit/api';
import { intFromEnv } from '../toolkit/knobs';
import { loadAverage } from '../toolkit/proc';
import { startServer } from '../toolkit/server-process';
import { sleep } from '../toolkit/time';

// Lighthouse (mobile profile: its default emulated phone and simulated slow 4G) on the signed-out landing page
// and the signed-in home, its four categories (performance, accessibility, best practices, SEO) and the medians
// of the runs, against the compiled server with its compressed client, the demo data seeded into a
// fresh embedded database. Not a gate: the figures go to docs/benchmarks.md.
//
//   npm run build && npx tsx scripts/bench/http/lighthouse.ts        (CHROMIUM=/usr/bin/chromium, RUNS=1, LH_JSON=dir)

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const RUNS = intFromEnv('RUNS', 1);
// With LH_JSON=<dir>, each run's full report (lhr) is written there, for the main-thread breakdown.
const JSON_DIR = process.env.LH_JSON;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function startChromium(): Promise<{ port: number; child: ChildProcess; dir: string }> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--user-data-dir=${dir}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  let failed: Error | undefined;
  child.once('error', (error) => {
    failed = error;
  });
  for (let i = 0; i < 100 && !failed; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  if (failed) throw failed;
  return { port, child, dir };
}

interface Audit {
  page: string;
  scores: Record<string, number>;
  tbtMs: number;
  /**
   * Lighthouse's measure of this machine's CPU at the run (higher is faster). The throttling slows the CPU four
   * times whatever its speed, so the blocking time follows this figure: on this shared virtual machine it moved
   * from 1,063 to 2,258 within minutes at the same load average, and the score with it.
   */
  cpuIndex: number;
  metrics: Record<string, string>;
  savings: string[];
}

/** The largest savings Lighthouse names (its opportunities and the diagnostics with estimated savings). */
function savingsOf(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter((a) => (a.score ?? 1) < 0.9 && (a.metricSavings || a.details?.type === 'opportunity'))
    .map((a) => {
      const ms = Math.max(0, ...Object.values(a.metricSavings ?? {}).map((v) => Number(v ?? 0)));
      const bytes = (a.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0;
      return { a, ms, bytes };
    })
    .filter((s) => s.ms > 0 || s.bytes > 0)
    .sort((x, y) => y.ms - x.ms || y.bytes - x.bytes)
    .slice(0, 6)
    .map(({ a, ms, bytes }) =>
      [
        a.title,
        bytes > 0 ? `${Math.round(bytes / 1024)} KiB` : '',
        ms > 0 ? `~${Math.round(ms)} ms` : '',
        a.displayValue ?? '',
      ]
        .filter(Boolean)
        .join(' · '),
    );
}

/**
 * The device as its page expects it: Lighthouse's own reset leaves localStorage alone, where the app keeps its
 * signed-in hint (set on a signed-in visit, removed on a signed-out one), so the runs would otherwise take turns
 * seeing each other's. A visitor's device has no hint and sees the pre-rendered landing first; a returning
 * player's has it (a player's browser never opens home with a session and without it: the first visit signs
 * in there). Everything else is cleared as Lighthouse would: cookies, cache, service worker.
 */
async function prepareDevice(port: number, origin: string, signedInHint: boolean): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    if (signedInHint) {
      await page.goto(`${origin}/healthz`);
      await page.evaluate((key) => localStorage.setItem(key, '1'), SIGNED_IN_HINT);
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function audit(
  page: string,
  url: string,
  port: number,
  headers: Record<string, string>,
  run: number,
): Promise<Audit> {
  const signedIn = 'Cookie' in headers;
  const prepare = () => prepareDevice(port, new URL(url).origin, signedIn);
  await prepare();
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    extraHeaders: headers,
    // prepareDevice did the reset, the hint included.
    disableStorageReset: true,
  };
  let result = await lighthouse(url, flags);
  // On a loaded machine Chromium's trace sometimes misses the navigation (NO_NAVSTART): one more try.
  if (result?.lhr.runtimeError?.code === 'NO_NAVSTART') {
    await prepare();
    result = await lighthouse(url, flags);
  }
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (JSON_DIR) {
    await mkdir(JSON_DIR, { recursive: true });
    const name = `${page.startsWith('signed-in') ? 'home' : 'landing'}-${run}.json`;
    await writeFile(path.join(JSON_DIR, name), JSON.stringify(lhr));
  }
  return {
    page,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    metrics: Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.displayValue ?? '?'])),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cpuIndex: Math.round(lhr.environment.benchmarkIndex),
    savings: savingsOf(lhr),
  };
}

const chromium = await startChromium();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-data-'));
// The demo data on a fresh embedded database, whatever DATABASE_URL names (the smoke run gives every benchmark one).
delete process.env.DATABASE_URL;
const server = await startServer({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
try {
  console.log(`load average at start: ${loadAverage()}; server ${server.base}; ${RUNS} run(s) per page`);
  const cookie = await signIn(
    server.base,
    DEMO_CREDENTIALS.player.username,
    DEMO_CREDENTIALS.player.password,
  );
  const byPage = new Map<string, Audit[]>();
  for (let run = 1; run <= RUNS; run++) {
    for (const [page, headers] of [
      ['signed-out landing (/)', {}],
      ['signed-in home (/)', { Cookie: cookie }],
    ] as const) {
      const a = await audit(page, `${server.base}/`, chromium.port, headers, run);
      byPage.set(page, [...(byPage.get(page) ?? []), a]);
      console.log(`\n${a.page}, run ${run}`);
      console.log(
        `  scores: ${CATEGORIES.map((c) => `${c} ${a.scores[c]}`).join(', ')}; CPU benchmark index ${a.cpuIndex}`,
      );
      console.log(`  metrics: ${METRICS.map((m) => `${m} ${a.metrics[m]}`).join(', ')}`);
      for (const s of a.savings) console.log(`  saving: ${s}`);
    }
  }
  for (const [page, audits] of byPage) {
    const median = (values: number[]) =>
      [...values].sort((x, y) => x - y)[Math.floor((values.length - 1) / 2)];
    const scores = CATEGORIES.map((c) => `${c} ${median(audits.map((a) => a.scores[c] ?? 0))}`);
    const tbt = median(audits.map((a) => a.tbtMs));
    const cpu = median(audits.map((a) => a.cpuIndex));
    console.log(
      `\n${page}, median of ${audits.length}: ${scores.join(', ')}; total blocking time ${tbt} ms; ` +
        `CPU benchmark index ${cpu}`,
    );
  }
  console.log(`\nload average at end: ${loadAverage()}`);
} finally {
  chromium.child.kill();
  await server.stop();
  await rm(chromium.dir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}
