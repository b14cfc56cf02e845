import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/server/kernel/events';
import { checkBusEvent } from '../../src/server/kernel/events';
import { createSession } from '../../src/server/modules/users/session.service';
import { type DatabaseHandle, openDatabase } from '../../src/server/platform/db/client';
import { EVENTS_CHANNEL, unpackEvents } from '../../src/server/platform/events/notify.rules';
import { oneEventAPick } from '../support/events/one-event-a-pick';
import { createGame, createLeague, createUsers } from '../support/grading/grading';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/server-process';
import { connect, waitForBackend } from './backends';

// The server is SIGKILLed right after a score entry commits, while the awarding that follows it is under
// way; after a restart every unlock and live event of that grading arrives exactly once. Two instances
// then share the queue: each effect is carried out by one of them, once.

const PLAYERS = 40;
let handle: DatabaseHandle | undefined;
let url = '';
const servers: ServerProcess[] = [];
let shared:
  | { token: string; league: Awaited<ReturnType<typeof createLeague>>; players: number[]; adminId: number }
  | undefined;

/** A database of its own, migrated by the first server. */
async function freshDatabase(): Promise<string> {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `${base.pathname.slice(1)}_effects`;
  // Through the maintenance database: the run's own database need not exist yet.
  const maintenance = new URL(base);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  base.pathname = `/${name}`;
  return base.toString();
}

const start = () =>
  startServerProcess(url, { RATE_LIMIT_MAX: '1000000' }).then((s) => {
    servers.push(s);
    return s;
  });

beforeAll(async () => {
  url = await freshDatabase();
  await start();
  handle = openDatabase({ databaseUrl: url, poolSize: 3 });
}, 180_000);

afterAll(async () => {
  for (const s of servers) await stopServerProcess(s);
  await handle?.db.destroy().catch(() => {});
}, 60_000);

describe('effects across a crash and two instances', () => {
  it('a SIGKILL right after the score commits loses no unlock or event and repeats none', async () => {
    const db = handle!.db;
    const league = await createLeague(db);
    const players = await createUsers(db, PLAYERS, 'effects');
    const [adminId] = await createUsers(db, 1, 'effects_admin');
    await db.updateTable('users').set({ is_admin: true }).where('id', '=', adminId!).execute();
    const { token } = await createSession(db, adminId!, new Date(), { ip: '127.0.0.1', userAgent: 'faults' });
    const game = await createGame(db, league, new Date(Date.now() - 3 * 3_600_000));
    await db
      .insertInto('picks')
      .values(
        players.map((user_id, i) => ({
          user_id,
          game_id: game,
          selected_team_id: i % 2 ? league.away : league.home,
        })),
      )
      .execute();

    // Every live event that any instance publishes, as the bus carries it (NOTIFY stays in its database).
    const heard: BusEvent[] = [];
    const listener = await connect(url);
    listener.on('notification', (m) => {
      if (m.channel === EVENTS_CHANNEL && m.payload)
        heard.push(...(unpackEvents(m.payload, checkBusEvent)?.events ?? []));
    });
    await listener.query(`listen "${EVENTS_CHANNEL}"`);
    const watcher = await connect(url);

    // Unlocks are held back (a lock on their table) so the awarding is under way, uncommitted, at the kill.
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table achievement_unlocks in share mode');

    const [first] = servers;
    const res = await fetch(`${first!.base}/api/admin/games/${game}/score`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: first!.base, cookie: `session=${token}` },
      body: JSON.stringify({ homeScore: 3, awayScore: 1, winner: 'home' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await waitForBackend(watcher, `wait_event_type = 'Lock' and query ilike '%achievement_unlocks%'`);
    first!.child.kill('SIGKILL');
    await new Promise((r) => first!.child.once('exit', r));
    await blocker.query('rollback');
    await blocker.end();
    expect(await db.selectFrom('achievement_unlocks').select('id').execute()).toEqual([]);
    expect((await db.selectFrom('effect_jobs').select('kind').execute()).map((j) => j.kind)).toEqual([
      'achievements.grading',
    ]);

    // Two instances come back; one of them takes the awarding.
    await Promise.all([start(), start()]);
    const deadline = Date.now() + 30_000;
    while ((await db.selectFrom('effect_jobs').select('id').execute()).length > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await db.selectFrom('effect_jobs').selectAll().execute()).toEqual([]);
    await new Promise((r) => setTimeout(r, 1_000));

    const winners = players.filter((_, i) => i % 2 === 0);
    const rookies = await db
      .selectFrom('achievement_unlocks')
      .select('user_id')
      .where('type', '=', 'rookie_star')
      .orderBy('user_id')
      .execute();
    expect(rookies.map((r) => r.user_id)).toEqual(winners);
    const unlockedEvents = heard.filter((e) => e.type === 'achievement.unlocked');
    const unlockRows = await db
      .selectFrom('achievement_unlocks')
      .select(['user_id', 'type', 'period'])
      .execute();
    expect(unlockedEvents).toHaveLength(unlockRows.length);
    expect(new Set(unlockedEvents.map((e) => `${e.userId}|${e.achievement}|${e.period}`)).size).toBe(
      unlockRows.length,
    );
    const graded = oneEventAPick(heard).filter((e) => e.type === 'pick.graded');
    expect(graded).toHaveLength(PLAYERS);
    expect(new Set(graded.map((e) => e.pickId)).size).toBe(PLAYERS);
    await listener.end();
    await watcher.end();
    shared = { token, league, players, adminId: adminId! };
  });

  it('two instances grading games at once: each effect is carried out once', async () => {
    const db = handle!.db;
    const { token, league, players } = shared!;
    const heard: BusEvent[] = [];
    const listener = await connect(url);
    listener.on('notification', (m) => {
      if (m.channel === EVENTS_CHANNEL && m.payload)
        heard.push(...(unpackEvents(m.payload, checkBusEvent)?.events ?? []));
    });
    await listener.query(`listen "${EVENTS_CHANNEL}"`);
    const before = await db
      .selectFrom('achievement_unlocks')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const games: number[] = [];
    for (let g = 0; g < 6; g++) {
      const game = await createGame(db, league, new Date(Date.now() - (2 + g / 10) * 3_600_000));
      await db
        .insertInto('picks')
        .values(players.map((user_id) => ({ user_id, game_id: game, selected_team_id: league.home })))
        .execute();
      games.push(game);
    }
    const [, b, c] = servers;
    const answers = await Promise.all(
      games.map((game, i) => {
        const base = (i % 2 ? b : c)!.base;
        return fetch(`${base}/api/admin/games/${game}/score`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', origin: base, cookie: `session=${token}` },
          body: JSON.stringify({ homeScore: 2, awayScore: 0, winner: 'home' }),
        });
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(games.map(() => 200));
    const deadline = Date.now() + 30_000;
    while ((await db.selectFrom('effect_jobs').select('id').execute()).length > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await db.selectFrom('effect_jobs').selectAll().execute()).toEqual([]);
    await new Promise((r) => setTimeout(r, 1_000));
    await listener.end();

    const graded = oneEventAPick(heard).filter((e) => e.type === 'pick.graded');
    expect(graded).toHaveLength(games.length * PLAYERS);
    expect(new Set(graded.map((e) => e.pickId)).size).toBe(games.length * PLAYERS);
    const fresh = await db
      .selectFrom('achievement_unlocks')
      .select(['user_id', 'type', 'period'])
      .where('id', '>', Number(before?.id ?? 0))
      .execute();
    expect(fresh.length).toBeGreaterThan(0);
    const unlocked = heard.filter((e) => e.type === 'achievement.unlocked');
    expect(unlocked.map((e) => `${e.userId}|${e.achievement}|${e.period}`).sort()).toEqual(
      fresh.map((u) => `${u.user_id}|${u.type}|${u.period}`).sort(),
    );
  });
});
