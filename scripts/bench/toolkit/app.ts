import type { Insertable } from 'kysely';
import { buildApp } from '../../../src/server/app';
import type { AppDeps } from '../../../src/server/deps';
import { EFFECT_HANDLERS } from '../../../src/server/effect-kinds';
import type { BusEvent } from '../../../src/server/kernel/events';
import type { DB } from '../../../src/server/platform/db/client';
import type { Database } from '../../../src/server/platform/db/schema';
import { EffectWorker } from '../../../src/server/platform/effects/effects.worker';
import { InProcessEventBus } from '../../../src/server/platform/events/in-process.bus';
import { DEFAULT_RATE_LIMITS, RateLimiter } from '../../../src/server/platform/limits/rate-limit';
import { Mailer } from '../../../src/server/platform/mail/mailer';
import { fileTransport } from '../../../src/server/platform/mail/transports';
import { signUp } from './api';

// The app in the benchmark's own process, and the rows most benchmarks start from: a sport with two teams, games
// between them, players signed up through the API.

/**
 * The real app on a loopback port over a benchmark database, with rate limits out of the way (the load
 * comes from one IP) and mail written to .tmp/bench-mail. `clock` is the server's (a generated season's boards
 * are read at the season's end). With `effects`, an effect worker runs what commits record (awards, live events,
 * notifications), as in the server; without, they wait in effect_jobs. close() stops it all.
 */
export async function startBenchApp(
  db: DB,
  clock: () => Date = () => new Date(),
  options: { effects?: boolean } = {},
) {
  const deps: AppDeps = {
    db,
    clock,
    limiter: new RateLimiter(clock),
    events: new InProcessEventBus<BusEvent>(),
    mailer: new Mailer(db, clock, fileTransport('.tmp/bench-mail'), 'bench@localhost'),
    config: {
      production: false,
      allowedOrigins: [],
      trustProxy: false,
      globalRateLimit: 10_000_000,
      socketsPerAddress: 10_000_000,
      rateLimits: { ...DEFAULT_RATE_LIMITS, registerPerIp: { max: 100_000, windowMs: 60_000 } },
    },
  };
  const app = await buildApp(deps);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const effects = options.effects ? new EffectWorker(deps, EFFECT_HANDLERS) : null;
  if (effects) {
    deps.effects = effects;
    app.metrics.observeEffects(effects);
    effects.start();
  }
  return {
    app,
    deps,
    address,
    close: async () => {
      await effects?.stop();
      await deps.mailer.stop();
      await app.close();
    },
  };
}

export interface BenchTeams {
  sportId: number;
  home: number;
  away: number;
}

/** A sport with two teams for the benchmark's games. */
export async function benchTeams(db: DB): Promise<BenchTeams> {
  const sport = await db
    .insertInto('sports')
    .values({ name: 'Bench', display_name: 'Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const teams = await db
    .insertInto('teams')
    .values([1, 2].map((i) => ({ sport_id: sport.id, name: `Bench ${i}` })))
    .returning('id')
    .execute();
  return { sportId: sport.id, home: teams[0]!.id, away: teams[1]!.id };
}

/** The teams `benchTeams` made on a database kept from an earlier run (REUSE=1). */
export async function keptBenchTeams(db: DB): Promise<BenchTeams> {
  const sport = await db
    .selectFrom('sports')
    .select('id')
    .where('name', '=', 'Bench')
    .executeTakeFirstOrThrow();
  const [home, away] = await db
    .selectFrom('teams')
    .select('id')
    .where('sport_id', '=', sport.id)
    .orderBy('id')
    .execute();
  return { sportId: sport.id, home: home!.id, away: away!.id };
}

type GameFields = Partial<Omit<Insertable<Database['games']>, 'sport_id' | 'home_team_id' | 'away_team_id'>>;

/** A game of the two teams starting at each of `starts` (scheduled, unless `fields` say otherwise); their ids. */
export async function benchGames(
  db: DB,
  teams: BenchTeams,
  starts: readonly Date[],
  fields: GameFields = {},
): Promise<number[]> {
  if (starts.length === 0) return [];
  const rows = await db
    .insertInto('games')
    .values(
      starts.map((at) => ({
        sport_id: teams.sportId,
        home_team_id: teams.home,
        away_team_id: teams.away,
        scheduled_time: at,
        ...fields,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** One game of the two teams at `at`; its id. */
export async function benchGame(
  db: DB,
  teams: BenchTeams,
  at: Date,
  fields: GameFields = {},
): Promise<number> {
  const [id] = await benchGames(db, teams, [at], fields);
  return id!;
}

/**
 * `count` players signed up over REST, each with its own session cookie, made premium so no call of the
 * benchmark meets the daily cap (every pick is a real insert).
 */
export async function benchPlayers(db: DB, address: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) cookies.push((await signUp(address, `bench_${i}`)).cookie);
  await db.updateTable('users').set({ subscription_tier: 'premium' }).execute();
  return cookies;
}
