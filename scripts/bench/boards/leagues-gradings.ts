import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { hashPassword } from '../../../src/server/modules/users/password';
import type { DB } from '../../../src/server/platform/db/client';
import { signIn } from '../toolkit/api';
import type { Checks } from '../toolkit/checks';
import { listFromEnv } from '../toolkit/knobs';
import { reportTimes } from '../toolkit/report';
import { sleep } from '../toolkit/time';
import { BENCH_PASSWORD } from './leagues-data';

// The leagues benchmarks' real score entries (leagues.ts with the server in its own process, leagues-process.ts
// with the compiled server in another): games of each size of GAME_SIZES, the caller's number of each.

export interface GradingsSetup {
  db: DB;
  /** The server's base address (http://127.0.0.1:port). */
  address: string;
  /** The season's last game: each graded game starts after it, within the hour the server's clock is in. */
  lastGameAt: Date;
  /** Score entries of each game size (the caller's GRADINGS: one default, read once). */
  gradings: number;
  /** The measured player, who picks every graded game. */
  me: number;
  /** Every player's id, to draw each game's pickers from. */
  everyone: readonly number[];
  /** The measured player's three reads, each answering its time in ms. */
  reads: { top(): Promise<number>; mine(): Promise<number>; floor(): Promise<number> };
  /** Calls `heard` once for each standings.changed the server publishes; answers how to stop. */
  onStandingsChanged(heard: () => void): () => void;
  /** The server's /metrics text: each grading's effects, by kind, their wait for a worker and their run. */
  metrics(): Promise<string>;
  /** Where each grading's checks go: its picks graded, its standings.changed heard, every effect run. */
  checks: Checks;
}

interface EffectFigures {
  waited: number;
  ran: number;
  count: number;
}

/** pickem_effect_wait_seconds and _run_seconds of a scrape, their sums in ms and the run count, by kind. */
function effectFigures(text: string): Map<string, EffectFigures> {
  const byKind = new Map<string, EffectFigures>();
  for (const line of text.split('\n')) {
    const m = /^pickem_effect_(wait|run)_seconds_(sum|count)\{kind="([^"]+)"\} (\S+)$/.exec(line);
    if (!m) continue;
    const [, which, part, kind, value] = m as unknown as [string, string, string, string, string];
    const f = byKind.get(kind) ?? { waited: 0, ran: 0, count: 0 };
    if (part === 'count') {
      if (which === 'run') f.count = Number(value);
    } else if (which === 'wait') f.waited = Number(value) * 1000;
    else f.ran = Number(value) * 1000;
    byKind.set(kind, f);
  }
  return byKind;
}

/** What the effects of kinds in `after` did since `before`: each kind's runs, wait and run in ms. */
function effectsBetween(before: Map<string, EffectFigures>, after: Map<string, EffectFigures>): string {
  return [...after]
    .map(([kind, f]) => {
      const b = before.get(kind) ?? { waited: 0, ran: 0, count: 0 };
      return { kind, count: f.count - b.count, waited: f.waited - b.waited, ran: f.ran - b.ran };
    })
    .filter((d) => d.count > 0)
    .map((d) => `${d.kind} ×${d.count} waited ${d.waited.toFixed(0)} ms, ran ${d.ran.toFixed(0)} ms`)
    .join('; ');
}

/**
 * `gradings` real score entries over REST for each game size of GAME_SIZES (10000,100000), each of a
 * game picked by that many random players and the measured player, within the hour after the season's last game
 * (so each grading is in place). Timed: the answer; the three reads issued together as soon as it arrives, the
 * same three issued the moment the grading's standings.changed arrives, and again once every effect has run.
 */
export async function realGradings(s: GradingsSetup): Promise<void> {
  const GRADINGS = s.gradings;
  const { db, address } = s;
  const admin = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '=', 2)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ is_admin: true, password_hash: await hashPassword(BENCH_PASSWORD) })
    .where('id', '=', admin.id)
    .execute();
  const adminCookie = await signIn(address, admin.username, BENCH_PASSWORD);
  const game = await db
    .selectFrom('games')
    .select(['sport_id', 'home_team_id', 'away_team_id'])
    .executeTakeFirstOrThrow();
  const someone = () => s.everyone[Math.floor(Math.random() * s.everyone.length)]!;
  /** The effects still to run, by kind (each kind's last moment with one left says which effect ends the wait). */
  const pending = async () =>
    (
      await sql<{ kind: string; n: string }>`
        select kind, count(*)::text as n from effect_jobs where parked_at is null group by kind`.execute(db)
    ).rows;
  type Times = Record<keyof GradingsSetup['reads'], number[]>;
  const three = async (into: Times) => {
    const [top, mine, floor] = await Promise.all([s.reads.top(), s.reads.mine(), s.reads.floor()]);
    into.top.push(top);
    into.mine.push(mine);
    into.floor.push(floor);
  };
  const times = (): Times => ({ top: [], mine: [], floor: [] });
  const sizes = listFromEnv('GAME_SIZES', '10000,100000').map(Number);
  let made = 0;
  for (const size of sizes) {
    const answers: number[] = [];
    const heardAt: number[] = [];
    const effectsDone: number[] = [];
    const [afterAnswer, atEvent, settled] = [times(), times(), times()];
    for (let i = 0; i < GRADINGS; i += 1) {
      made += 1;
      // Each game after the last one graded (and before the server's clock): every record takes it in place.
      const startsAt = new Date(
        s.lastGameAt.getTime() + Math.round((made * 50 * 60_000) / (GRADINGS * sizes.length)),
      );
      const { id } = await db
        .insertInto('games')
        .values({ ...game, scheduled_time: startsAt, status: 'live' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const pickers = new Set<number>([s.me]);
      while (pickers.size < Math.min(size, s.everyone.length)) pickers.add(someone());
      await sql`insert into picks (user_id, game_id, selected_team_id, picked_at)
        select u, ${id}::int, case when random() < 0.5 then ${game.home_team_id}::int else ${game.away_team_id}::int end,
          ${new Date(startsAt.getTime() - 3_600_000)}::timestamptz
        from unnest(${`{${[...pickers].join(',')}}`}::int[]) u`.execute(db);
      const figuresBefore = effectFigures(await s.metrics());
      let heard: Promise<void> | null = null;
      const t0 = performance.now();
      const off = s.onStandingsChanged(() => {
        if (heard) return;
        heardAt.push(performance.now() - t0);
        heard = three(atEvent);
      });
      const res = await fetch(`${address}/api/admin/games/${id}/score`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: adminCookie, origin: address },
        body: JSON.stringify({ homeScore: 24, awayScore: 17, winner: 'home' }),
      });
      answers.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`score entry: ${res.status} ${await res.text()}`);
      await three(afterAnswer);
      const giveUp = performance.now() + 120_000;
      const answeredAt = t0 + answers[answers.length - 1]!;
      const lastSeen = new Map<string, number>();
      let left = await pending();
      while ((left.length > 0 || !heard) && performance.now() < giveUp) {
        for (const { kind } of left) lastSeen.set(kind, performance.now() - answeredAt);
        await sleep(20);
        left = await pending();
      }
      const what = `grading ${i + 1} of ${size + 1} picks`;
      s.checks.expect(left.length === 0, `${what}: every effect ran within 2 minutes`);
      s.checks.expect(heard !== null, `${what}: its standings.changed arrived`);
      const { rows: graded } = await sql<{ n: number }>`
        select count(*)::int as n from picks p join games g on g.id = p.game_id
        where p.game_id = ${id} and g.graded_at is not null`.execute(db);
      s.checks.equal(graded[0]!.n, pickers.size, `${what}: every pick graded`);
      // Polled every 20 ms: the end-to-end budget of "After-commit effects" is every effect done under 3 s after the answer.
      effectsDone.push(performance.now() - answeredAt);
      console.log(
        `  grading ${i + 1} of ${size + 1} picks: effects last seen waiting, after the answer: ${[...lastSeen]
          .map(([kind, ms]) => `${kind} ${ms.toFixed(0)} ms`)
          .join(', ')}`,
      );
      console.log(
        `    its effects (summed by kind): ${effectsBetween(figuresBefore, effectFigures(await s.metrics()))}`,
      );
      await heard;
      off();
      await sleep(300);
      await three(settled);
    }
    const n = `${GRADINGS} gradings of ${size + 1} picks`;
    reportTimes(`score entry, answer (${n})`, answers);
    reportTimes(`its standings.changed heard, after the score entry was sent (${n})`, heardAt);
    reportTimes(`every effect done, after the answer (${n})`, effectsDone);
    for (const [label, t] of [
      ['issued together as the answer arrives', afterAnswer],
      ['issued together as the standings.changed arrives', atEvent],
      ['issued together once every effect has run', settled],
    ] as const) {
      reportTimes(`league top 100 (this week), ${label} (${n})`, t.top);
      reportTimes(`My Leagues, ${label} (${n})`, t.mine);
      reportTimes(`GET /api/auth/user (floor), ${label} (${n})`, t.floor);
    }
  }
}
