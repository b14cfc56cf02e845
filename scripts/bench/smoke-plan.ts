import { spawnSync } from 'node:child_process';

// The smoke run's plan (smoke.ts runs it): every benchmark below scripts/bench at a tiny size, the knobs of each
// as its README section names them. smoke-plan.test.ts holds that every benchmark is here or in EXCLUDED.

/** Where each run's output goes (and the profile the profile summary reads). */
export const LOGS = '.tmp/bench-smoke';

/** One benchmark at its tiny size. */
export interface SmokeRun {
  /** As printed; also its log's and its database's name. */
  name: string;
  /** Below scripts/bench. */
  file: string;
  args?: string[];
  /** Node's own options (before --import tsx). */
  node?: string[];
  /** The tiny size: the benchmark's knobs (its README section says what each means). */
  env: Record<string, string>;
  /** Another run's database (a benchmark that reads what that one kept, KEEP=1), instead of one of its own. */
  databaseOf?: string;
  /** The benchmark expects its database to exist (it makes scratch tables in it). */
  createDatabase?: boolean;
  /** Runs after the benchmark it reads the database of, in the same lane. */
  after?: string;
  /** Something to make before the run (e.g. the profile the profile summary reads). */
  prepare?: () => void;
}

/** Each benchmark's tiny size: seconds each, at least one of every path it measures. */
export const SMOKE: SmokeRun[] = [
  { name: 'picks', file: 'picks/picks.ts', env: { CLIENTS: '4', PICKS_PER_CLIENT: '5' } },
  {
    name: 'picks-near-limit',
    file: 'picks/picks.ts',
    args: ['--near-limit'],
    env: { CLIENTS: '4', PREMIUM: '20', FREE: '10', GAMES: '6', FREE_TRIES: '5', SETTLE: '0' },
  },
  {
    name: 'rush',
    file: 'picks/rush.ts',
    env: {
      SOCKETS: '20',
      RATE: '50',
      SECONDS: '2',
      GRADED_PICKS: '20',
      PLAYERS: '50',
      MAX_IN_FLIGHT: '50',
      GAMES: '3',
    },
  },
  {
    name: 'grading',
    file: 'grading/grading.ts',
    env: { USERS: '300', PICKS: '300', PRIOR_GAMES: '2', RUNS: '2', KEEP: '1' },
  },
  {
    name: 'grading-explain',
    file: 'grading/grading-explain.ts',
    env: {},
    databaseOf: 'grading',
    after: 'grading',
  },
  {
    name: 'grading-floor',
    file: 'grading/grading-floor.ts',
    env: { ROWS: '2000', UPDATED: '200', RUNS: '1' },
    createDatabase: true,
  },
  {
    name: 'period-close',
    file: 'grading/period-close.ts',
    env: { USERS: '3000', PICKS_PER_USER: '2', GAMES: '40', DAYS: '20', ENTRIES: '2', GAME_PICKS: '500' },
  },
  {
    name: 'month-winner',
    file: 'grading/month-winner.ts',
    env: { USERS: '2000', PICKS_PER_USER: '4', GAMES: '60', DAYS: '45', RUNS: '2' },
  },
  {
    name: 'score-entry',
    file: 'grading/score-entry.ts',
    env: { USERS: '60', HISTORY: '5', RUNS: '2', PICK_RUNS: '3', WATCHERS: '3', LEAGUES: '5' },
  },
  {
    // The score entry with armed streak shields (issue 42, ADR 0050).
    name: 'score-entry-shields',
    file: 'grading/score-entry.ts',
    env: { USERS: '60', HISTORY: '5', RUNS: '2', PICK_RUNS: '1', WATCHERS: '3', SHIELDS: '20' },
  },
  {
    name: 'corrections',
    file: 'grading/corrections.ts',
    env: { USERS: '300', HISTORY: '12', RUNS: '1', WATCHERS: '2', SAMPLE: '50' },
  },
  {
    name: 'fix-streaks',
    file: 'grading/fix-streaks.ts',
    env: { USERS: '200', PICKS_PER_USER: '10', GAMES: '40', DAYS: '30' },
  },
  {
    name: 'leaderboards',
    file: 'boards/leaderboards.ts',
    env: { USERS: '300', PICKS_PER_USER: '10', GAMES: '40', DAYS: '30', RUNS: '5' },
  },
  {
    name: 'leagues',
    file: 'boards/leagues.ts',
    env: {
      USERS: '300',
      PICKS_PER_USER: '10',
      GAMES: '40',
      DAYS: '30',
      LEAGUES: '30',
      RUNS: '5',
      WARMUP: '2',
      GRADED: '50',
      GRADINGS: '1',
      GAME_SIZES: '20',
      GRADING_GAP_MS: '1',
      KEEP: '1',
    },
  },
  {
    name: 'leagues-process',
    file: 'boards/leagues-process.ts',
    env: {
      RUNS: '3',
      WARMUP: '1',
      WARM_SECONDS: '0',
      GRADED: '50',
      GRADINGS: '1',
      GAME_SIZES: '20',
      GRADING_GAP_MS: '1',
    },
    databaseOf: 'leagues',
    after: 'leagues',
  },
  {
    name: 'player-stats',
    file: 'boards/player-stats.ts',
    env: { PICKS: '50', OTHERS: '5', RUNS: '5', WARMUP: '2' },
  },
  {
    name: 'chat-fanout',
    file: 'leagues/chat-fanout.ts',
    env: { MEMBERS: '20', MESSAGES: '3', WARMUP: '1', GAP_MS: '10' },
  },
  {
    name: 'picks-at-lock',
    file: 'leagues/picks-at-lock.ts',
    env: { MEMBERS: '20', GAMES: '4', OTHERS: '50', WARMUP: '2', RUNS: '5' },
  },
  {
    name: 'matchups-pairing',
    file: 'leagues/matchups-pairing.ts',
    env: { LEAGUES: '50', MAX_MEMBERS: '7', USERS: '300', RUNS: '1' },
  },
  {
    name: 'weekly-recap',
    file: 'leagues/weekly-recap.ts',
    env: { USERS: '300', LEAGUES: '3', GAMES: '20', POLL_MS: '500', TIMEOUT_MINUTES: '3' },
  },
  {
    name: 'fanout',
    file: 'live/fanout.ts',
    env: {
      SOCKETS: '20',
      ROUNDS: '2',
      E2E_ROUNDS: '2',
      WIRE_UPDATES: '5',
      CONNECT_CONCURRENCY: '10',
      SETTLE: '0',
    },
  },
  {
    name: 'socket-heap',
    file: 'live/socket-heap.ts',
    node: ['--expose-gc'],
    env: { SOCKETS: '20', ROUNDS: '2' },
  },
  {
    name: 'notify',
    file: 'live/notify.ts',
    env: { SECONDS: '0.2', PUBLISHERS: '2', CLIENTS: '4', RATE: '100' },
  },
  {
    name: 'push',
    file: 'push/push.ts',
    env: { USERS: '30', KEY_PAIRS: '5', CHECK_EVERY: '5', INSTANCES: '1,2' },
  },
  {
    name: 'rest',
    file: 'http/rest.ts',
    env: { CLIENTS: '3', PICKS_PER_CLIENT: '3', READS_PER_CLIENT: '3', ROUNDS: '2' },
  },
  {
    name: 'account-timing',
    file: 'http/account-timing.ts',
    env: { LOGINS: '3', RESETS: '3', WARMUP: '1' },
  },
  {
    name: 'startup',
    file: 'http/startup.ts',
    env: { RUNS: '1', SETTLE: '0', KINDS: 'built', DATABASES: 'postgres' },
  },
  {
    name: 'soak',
    file: 'http/soak.ts',
    env: {
      DURATION_SECONDS: '6',
      SOCKETS: '20',
      RATE: '20',
      PLAYERS: '40',
      ROUND_EVERY_SECONDS: '2',
    },
  },
  {
    name: 'log-backpressure',
    file: 'http/log-backpressure.ts',
    env: { RATE: '50', WARM_SECONDS: '1', STALL_SECONDS: '2', GRACE_MS: '2000' },
  },
  {
    name: 'cpu-profile-summary',
    file: 'toolkit/cpu-profile-summary.ts',
    args: [`${LOGS}/smoke.cpuprofile`],
    env: {},
    prepare: () => {
      const made = spawnSync(
        process.execPath,
        [
          '--cpu-prof',
          `--cpu-prof-dir=${LOGS}`,
          '--cpu-prof-name=smoke.cpuprofile',
          '-e',
          'let x = 0; for (let i = 0; i < 3e7; i++) x += i % 7;',
        ],
        { stdio: 'inherit' },
      );
      if (made.status !== 0) throw new Error('could not write a CPU profile to summarize');
    },
  },
];

/** Left out unless --browser: each needs the client built and a browser, and takes a minute or more. */
export const EXCLUDED: (SmokeRun & { why: string })[] = [
  {
    name: 'client-first-load',
    file: 'http/client-first-load.ts',
    args: ['--no-build'],
    env: { RUNS: '1' },
    why: 'needs the client build and Chromium; about 25 s',
  },
  {
    name: 'lighthouse',
    file: 'http/lighthouse.ts',
    env: { RUNS: '1' },
    why: 'needs `npm run build` and Chromium; its two Lighthouse audits take about 35 s on 2 cores',
  },
];
