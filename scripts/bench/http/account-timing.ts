import { RELAXED_LIMITS } from '../../../tests/support/test-app';
import { startBenchApp } from '../toolkit/app';
import { Checks } from '../toolkit/checks';
import { freshBenchDatabase } from '../toolkit/db';
import { intFromEnv } from '../toolkit/knobs';
import { quantile } from '../toolkit/stats';

// Does the answer's time tell whether an account exists? Over real HTTP on one server, the same request
// is sent for a known and an unknown account, alternating which goes first, and the medians compared:
// sign-in with a wrong password (by username and by e-mail) and the reset-link request.
//
// npx tsx scripts/bench/http/account-timing.ts     (PostgreSQL: DATABASE_URL or
//                                              postgres://postgres@127.0.0.1:5432/pickem_bench_accounts,
//                                              dropped and created again)
// BENCH_DB=pglite npx tsx scripts/bench/http/account-timing.ts
// Knobs: LOGINS (300), RESETS (1000), WARMUP (20 pairs first, untimed). Checks: a known and an unknown account get
// the same status and body, each way (the times are the figures, never a check).
const LOGINS = intFromEnv('LOGINS', 300);
const RESETS = intFromEnv('RESETS', 1000);
const WARMUP = intFromEnv('WARMUP', 20, 0);

const database = await freshBenchDatabase({ name: 'pickem_bench_accounts' });
const bench = await startBenchApp(database.db);
const { deps, address } = bench;
// Only the timing is measured here: the real limits would stop the run long before it has its samples.
deps.config.rateLimits = RELAXED_LIMITS;

const KNOWN = { username: 'timing_known', email: 'timing_known@example.com', password: 'rightPass123' };
const signUp = await post('/api/auth/register', {
  ...KNOWN,
  firstName: 'Tim',
  lastName: 'Ing',
  ageBand: '25-34',
  gender: 'prefer-not-to-answer',
  acceptTerms: true,
});
if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.body}`);

async function post(path: string, body: object): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${address}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text, ms: performance.now() - started };
}

interface Case {
  label: string;
  path: string;
  known: (i: number) => object;
  unknown: (i: number) => object;
  runs: number;
}

const cases: Case[] = [
  {
    label: 'sign-in by username, wrong password',
    path: '/api/auth/login',
    known: (i) => ({ username: KNOWN.username, password: `wrongPass${i}` }),
    unknown: (i) => ({ username: `nobody_${i}`, password: `wrongPass${i}` }),
    runs: LOGINS,
  },
  {
    label: 'sign-in by e-mail, wrong password',
    path: '/api/auth/login',
    known: (i) => ({ username: KNOWN.email, password: `wrongPass${i}` }),
    unknown: (i) => ({ username: `nobody_${i}@example.com`, password: `wrongPass${i}` }),
    runs: LOGINS,
  },
  {
    label: 'reset-link request',
    path: '/api/password-reset/request',
    known: () => ({ email: KNOWN.email }),
    unknown: (i) => ({ email: `nobody_${i}@example.com` }),
    runs: RESETS,
  },
];

const rows: string[] = [];
const checks = new Checks();
for (const c of cases) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = { known: new Set<string>(), unknown: new Set<string>() };
  for (let i = 0; i < WARMUP + c.runs; i++) {
    // Alternating the order keeps a slow moment of the machine from landing on one side only.
    const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const side of order) {
      const res = await post(c.path, side === 'known' ? c.known(i) : c.unknown(i));
      answers[side].add(`${res.status} ${res.body}`);
      if (i >= WARMUP) times[side].push(res.ms);
    }
  }
  const [known, unknown] = [quantile(times.known, 0.5), quantile(times.unknown, 0.5)];
  const difference = ((known - unknown) / Math.min(known, unknown)) * 100;
  const same =
    answers.known.size === 1 &&
    answers.unknown.size === 1 &&
    [...answers.known][0] === [...answers.unknown][0];
  checks.expect(same, `${c.label}: the same status and body for a known and an unknown account`);
  rows.push(
    `| ${c.label} | ${c.runs} | ${known.toFixed(2)} ms | ${unknown.toFixed(2)} ms | ` +
      `${difference >= 0 ? '+' : ''}${difference.toFixed(1)} % | ${same ? 'yes' : `NO: ${[...answers.known, ...answers.unknown].join(' / ')}`} |`,
  );
}

console.log(`${database.label}, ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| request | pairs | median known | median unknown | difference | same status and body |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
checks.conclude();

await bench.close();
await database.close();
