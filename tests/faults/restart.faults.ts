import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/modules/users/session.service';
import { type DatabaseHandle, openDatabase } from '../../src/server/platform/db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/platform/db/unavailable';
import { makeGame, makeSport } from '../support/games';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process';
import { connect, waitForBackend } from './backends';
import { type PrivateCluster, startPrivateCluster } from './private-postgres';

// PostgreSQL restarts while players make picks: no acknowledged pick is lost, the server process lives
// on and recovers by itself, /healthz says "unreachable" during the outage and healthy again within
// 5 s of PostgreSQL being back, and requests meanwhile are refused with a 503 and a message, not held.

const PLAYERS = 12;
const GAMES = 200;
const RECOVERY_DEADLINE_MS = 5_000;
const REQUEST_LIMIT_MS = 15_000;

let cluster: PrivateCluster | undefined;
let server: ServerProcess | undefined;
let handle: DatabaseHandle | undefined;

interface Answer {
  startedAt: number;
  endedAt: number;
  status: number;
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fetch that records what came back: a status, or 0 when there was no answer in time. */
async function timed(url: string, init: RequestInit = {}): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_LIMIT_MS) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { startedAt, endedAt: Date.now(), status: res.status, body };
  } catch (error) {
    return { startedAt, endedAt: Date.now(), status: 0, body: String(error) };
  }
}

beforeAll(async () => {
  cluster = await startPrivateCluster();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('create database pickem');
  await admin.end();
  // The server migrates the empty database as it starts.
  server = await startServerProcess(cluster.url('pickem'), { RATE_LIMIT_MAX: '1000000' });
  handle = openDatabase({ databaseUrl: cluster.url('pickem'), poolSize: 2 });
}, 180_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  await handle?.db.destroy().catch(() => {});
  await cluster?.remove();
}, 60_000);

describe('a PostgreSQL restart during a pick load', () => {
  it('loses no acknowledged pick, and the server reports the outage and recovers by itself', async () => {
    const db = handle!.db;
    const base = server!.base;
    const sport = await makeSport(db);
    const [home, away] = [sport.teams[0]!.id, sport.teams[1]!.id];
    const games: number[] = [];
    for (let i = 0; i < GAMES; i++) {
      games.push(
        (await makeGame(db, { sportId: sport.id, homeTeamId: home, awayTeamId: away, startsInMinutes: 2880 }))
          .id,
      );
    }
    // Premium players have no daily cap, so every player can pick every game.
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: PLAYERS }, (_, i) => ({
          username: `loader_${i}`,
          email: null,
          password_hash: 'x',
          subscription_tier: 'premium' as const,
        })),
      )
      .returning('id')
      .execute();
    const players = await Promise.all(
      users.map(async ({ id }) => {
        const { token } = await createSession(db, id, new Date(), { ip: '127.0.0.1', userAgent: 'faults' });
        return { id, cookie: `session=${token}` };
      }),
    );

    const acknowledged: { id: number; userId: number; gameId: number; teamId: number }[] = [];
    const refused: Answer[] = [];
    const health: (Answer & { database?: string })[] = [];
    let loading = true;

    const player = async ({ id, cookie }: { id: number; cookie: string }, offset: number) => {
      for (let i = 0; loading && i < GAMES; i++) {
        const gameId = games[(i + offset) % GAMES]!;
        const teamId = i % 2 ? home : away;
        const answer = await timed(`${base}/api/picks`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie },
          body: JSON.stringify({ gameId, selectedTeamId: teamId }),
        });
        if (answer.status === 200) {
          acknowledged.push({
            id: (answer.body as { pick: { id: number } }).pick.id,
            userId: id,
            gameId,
            teamId,
          });
        } else {
          refused.push(answer);
        }
        await sleep(40);
      }
    };
    const watchHealth = async () => {
      while (loading) {
        const answer = await timed(`${base}/healthz`);
        health.push({ ...answer, database: (answer.body as { database?: string }).database });
        await sleep(100);
      }
    };
    const load = [...players.map((p, i) => player(p, i * 17)), watchHealth()];

    await sleep(1_500);
    const ackedBefore = acknowledged.length;
    await cluster!.stop();
    const down = Date.now();
    await sleep(1_000);
    const starting = Date.now();
    await cluster!.start();
    const back = Date.now();
    const healthyAfterBack = () => health.find((h) => h.startedAt >= back && h.status === 200);
    await expect.poll(healthyAfterBack, { timeout: RECOVERY_DEADLINE_MS * 3, interval: 50 }).toBeDefined();
    const ackedAtRecovery = acknowledged.length;
    await sleep(1_500);
    loading = false;
    await Promise.all(load);

    // The process lived through it, and its idle connections' errors were handled.
    expect(server!.child.exitCode).toBeNull();
    expect(server!.output.join('')).not.toMatch(/uncaught|unhandled/i);

    // Picks went through before, and again after the restart.
    expect(ackedBefore).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(ackedAtRecovery);
    // Every refusal was a 503 that said why, none a 500 or a request left hanging.
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.map((r) => r.status).filter((s) => s !== 503)).toEqual([]);
    for (const r of refused) expect(r.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });

    // No acknowledged pick was lost.
    const stored = await db
      .selectFrom('picks')
      .select(['id', 'user_id as userId', 'game_id as gameId', 'selected_team_id as teamId'])
      .where(
        'id',
        'in',
        acknowledged.map((a) => a.id),
      )
      .orderBy('id')
      .execute();
    expect(stored).toEqual([...acknowledged].sort((a, b) => a.id - b.id));

    // /healthz said the database was unreachable while it was down, and healthy again in time.
    const during = health.filter((h) => h.startedAt >= down && h.endedAt <= starting);
    expect(during.length).toBeGreaterThan(0);
    for (const h of during)
      expect({ status: h.status, database: h.database }).toEqual({ status: 503, database: 'unreachable' });
    const recovered = healthyAfterBack()!;
    expect(recovered.endedAt - back).toBeLessThanOrEqual(RECOVERY_DEADLINE_MS);
    expect(health.filter((h) => h.startedAt > recovered.endedAt && h.status !== 200)).toEqual([]);

    // Live updates recover too: the event bus listens again on the restarted server.
    const watcher = await connect(cluster!.url('pickem'));
    try {
      await waitForBackend(watcher, `application_name = 'pickem-listen'`, 15_000);
    } finally {
      await watcher.end();
    }
  });
});
