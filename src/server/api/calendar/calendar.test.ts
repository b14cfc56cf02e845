import { Writable } from 'node:stream';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, sameOrigin } from '../../../../tests/support/calls';
import { dbNow, makeGame, makeSport } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { CALENDAR_MESSAGES } from '../../../shared/schemas/calendar';

// The player's calendar feed (docs/rules.md, "Calendar"): its private address, what it lists, read back by a real
// iCalendar parser (ical.js), its entity tag, a new address ending the old one, its leagues, its budget, and the
// request log that never shows its token.

const logged: string[] = [];
const t = sharedTestApp({
  logger: {
    level: 'info',
    stream: new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    }),
  },
});

const MINUTE = 60_000;
/** An instant as iCalendar keeps it: to the second. */
const toSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);
const DAY = 24 * 60 * MINUTE;
let mlb: Awaited<ReturnType<typeof makeSport>>;
let other: Awaited<ReturnType<typeof makeSport>>;
beforeAll(async () => {
  mlb = await makeSport(t.deps.db, 'MLB');
  other = await makeSport(t.deps.db);
});

const api = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { cookie, ...sameOrigin },
    ...(payload ? { payload } : {}),
  });
const feedPath = (httpsUrl: string) => new URL(httpsUrl).pathname;
const read = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: path,
    headers,
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.1`,
  });

/** The feed's events as ical.js reads them: summary, start, description and alarms' triggers, by UID. */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((e) => {
      const event = new ICAL.Event(e);
      const alarms = e.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger')));
      return [
        event.uid,
        { summary: event.summary, start: event.startDate.toJSDate(), description: event.description, alarms },
      ];
    }),
  );
}

/** A player with the calendar on: their cookie and the feed's path. */
async function withFeed() {
  const player = await account(t);
  const made = await api(player.cookie, 'POST', '/calendar');
  expect(made.statusCode).toBe(200);
  const { httpsUrl, webcalUrl, enabled } = made.json();
  expect(enabled).toBe(true);
  expect(webcalUrl).toBe(httpsUrl.replace(/^http:/, 'webcal:'));
  return { ...player, path: feedPath(httpsUrl) };
}

describe('the calendar feed', () => {
  it('lists the coming games with their lock alarms, the player picks and results, and nothing else', async () => {
    const { row, cookie, path } = await withFeed();
    const now = (await dbNow(t.deps.db)).getTime();
    const at = (ms: number) => new Date(now + ms);
    const [h, a] = [mlb.teams[0]!, mlb.teams[1]!];
    const homeWon = { status: 'completed', winnerTeamId: h.id } as const;
    const mlbGame = (ms: number, result?: typeof homeWon) =>
      makeGame(t.deps.db, { sportId: mlb.id, homeTeamId: h.id, awayTeamId: a.id, at: at(ms), ...result });
    const open = await mlbGame(3 * DAY);
    const picked = await mlbGame(DAY);
    const won = await mlbGame(-3 * DAY, homeWon);
    const unpickedPast = await mlbGame(-3 * DAY, homeWon);
    const farAhead = await mlbGame(20 * DAY);
    await t.deps.db
      .insertInto('picks')
      .values([picked, won].map((g) => ({ user_id: row.id, game_id: g.id, selected_team_id: h.id })))
      .execute();
    await t.deps.db
      .updateTable('games')
      .set({ home_score: 5, away_score: 2, graded_winner_team_id: h.id, graded_at: at(-2 * DAY) })
      .where('id', '=', won.id)
      .execute();

    const res = await read(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const listed = events(res.body);
    const uid = (id: number) => `game-${id}@localhost`;
    expect(listed.get(uid(open.id))).toMatchObject({
      summary: `${a.name} @ ${h.name} · Not picked yet`,
      start: toSecond(open.scheduled_time),
      alarms: ['-PT1H'],
    });
    expect(listed.get(uid(open.id))?.description).toContain('Make your pick: http://localhost:3000/');
    expect(listed.get(uid(picked.id))).toMatchObject({
      summary: `${a.name} @ ${h.name} · Your pick: ${h.name}`,
      alarms: [],
    });
    expect(listed.get(uid(won.id))).toMatchObject({
      summary: `${a.name} @ ${h.name} · Your pick: ${h.name} · Won`,
      alarms: [],
    });
    expect(listed.get(uid(won.id))?.description).toContain(`Final: ${a.name} 2, ${h.name} 5.`);
    expect(listed.has(uid(unpickedPast.id))).toBe(false);
    expect(listed.has(uid(farAhead.id))).toBe(false);
    // The settings say the feed is on, and show no address (only its hash is kept).
    expect((await api(cookie, 'GET', '/calendar')).json()).toEqual({
      enabled: true,
      httpsUrl: null,
      webcalUrl: null,
      sports: null,
    });
  });

  it("speaks the player's saved language: Spanish words and lock times, names and scores as they are", async () => {
    const { row, path } = await withFeed();
    await t.deps.db.updateTable('users').set({ locale: 'es' }).where('id', '=', row.id).execute();
    const now = (await dbNow(t.deps.db)).getTime();
    const [h, a] = [mlb.teams[0]!, mlb.teams[1]!];
    const homeWon = { status: 'completed', winnerTeamId: h.id } as const;
    const mlbGame = (ms: number, result?: typeof homeWon) =>
      makeGame(t.deps.db, {
        sportId: mlb.id,
        homeTeamId: h.id,
        awayTeamId: a.id,
        at: new Date(now + ms),
        ...result,
      });
    const open = await mlbGame(3 * DAY);
    const won = await mlbGame(-3 * DAY, homeWon);
    await t.deps.db
      .insertInto('picks')
      .values({ user_id: row.id, game_id: won.id, selected_team_id: h.id })
      .execute();
    await t.deps.db
      .updateTable('games')
      .set({ home_score: 5, away_score: 2, graded_winner_team_id: h.id, graded_at: new Date(now - 2 * DAY) })
      .where('id', '=', won.id)
      .execute();

    const res = await read(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^PRODID:.*\/\/ES\r?$/m);
    const listed = events(res.body);
    const openEvent = listed.get(`game-${open.id}@localhost`)!;
    expect(openEvent.summary).toBe(`${a.name} @ ${h.name} · Sin elegir todavía`);
    expect(openEvent.alarms).toEqual(['-PT1H']);
    expect(openEvent.description).toContain('Haz tu elección: http://localhost:3000/');
    // The lock time in Spanish (Intl es-ES): a weekday such as "sáb", no AM/PM.
    expect(openEvent.description).toMatch(
      /Las elecciones se cierran al empezar el partido, [a-zé]{3},? .*\d{1,2}:\d{2}/,
    );
    expect(openEvent.description).not.toMatch(/\b[AP]M\b/);
    const wonEvent = listed.get(`game-${won.id}@localhost`)!;
    expect(wonEvent.summary).toBe(`${a.name} @ ${h.name} · Tu elección: ${h.name} · Acierto`);
    expect(wonEvent.description).toContain(`Resultado final: ${a.name} 2, ${h.name} 5.`);
    const alarm = new ICAL.Component(ICAL.parse(res.body))
      .getAllSubcomponents('vevent')
      .find((e) => e.getFirstPropertyValue('uid') === `game-${open.id}@localhost`)
      ?.getAllSubcomponents('valarm')
      .map((v) => String(v.getFirstPropertyValue('description')));
    expect(alarm).toEqual([`${a.name} @ ${h.name} se cierra en 60 minutos: haz tu elección`]);
  });

  it('answers 304 to its own tag, and a new tag when a game moves', async () => {
    const { path } = await withFeed();
    const game = await makeGame(t.deps.db, {
      sportId: other.id,
      homeTeamId: other.teams[0]!.id,
      awayTeamId: other.teams[1]!.id,
      startsInMinutes: 600,
    });
    const first = await read(path);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await read(path, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const later = new Date(game.scheduled_time.getTime() + 90 * MINUTE);
    await t.deps.db
      .updateTable('games')
      .set({ scheduled_time: later, updated_at: new Date() })
      .where('id', '=', game.id)
      .execute();
    const moved = await read(path, { 'if-none-match': tag });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(tag);
    expect(events(moved.body).get(`game-${game.id}@localhost`)?.start).toEqual(toSecond(later));
  });

  it('stops answering at an old address once a new one is made, and at any once turned off', async () => {
    const { cookie, path } = await withFeed();
    const renewed = feedPath((await api(cookie, 'POST', '/calendar')).json().httpsUrl);
    expect(renewed).not.toBe(path);
    const old = await read(path);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: CALENDAR_MESSAGES.notFound });
    expect((await read(renewed)).statusCode).toBe(200);
    expect((await api(cookie, 'DELETE', '/calendar')).json()).toMatchObject({ enabled: false });
    expect((await read(renewed)).statusCode).toBe(404);
    for (const wrong of ['/calendar/x.ics', '/calendar/%00', `/calendar/${'A'.repeat(43)}.ics`])
      expect((await read(wrong)).statusCode, wrong).toBe(404);
  });

  it('lists only the leagues chosen, and refuses a league that is none', async () => {
    const { cookie, path } = await withFeed();
    const inOther = await makeGame(t.deps.db, {
      sportId: other.id,
      homeTeamId: other.teams[0]!.id,
      awayTeamId: other.teams[1]!.id,
      startsInMinutes: 120,
    });
    const inMlb = await makeGame(t.deps.db, {
      sportId: mlb.id,
      homeTeamId: mlb.teams[0]!.id,
      awayTeamId: mlb.teams[1]!.id,
      startsInMinutes: 120,
    });
    const set = await api(cookie, 'PUT', '/calendar/sports', { sports: ['MLB'] });
    expect(set.json()).toMatchObject({ sports: ['MLB'] });
    const listed = events((await read(path)).body);
    expect(listed.has(`game-${inMlb.id}@localhost`)).toBe(true);
    expect(listed.has(`game-${inOther.id}@localhost`)).toBe(false);
    const wrong = await api(cookie, 'PUT', '/calendar/sports', { sports: ['Curling'] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain(CALENDAR_MESSAGES.sportUnknown);
    const none = await account(t);
    const noFeed = await api(none.cookie, 'PUT', '/calendar/sports', { sports: null });
    expect(noFeed.statusCode).toBe(404);
    expect(noFeed.json()).toEqual({ message: CALENDAR_MESSAGES.noFeed });
  });

  it('answers 30 reads of one feed a minute, then 429 with Retry-After', async () => {
    const { path } = await withFeed();
    for (let i = 0; i < 30; i++) expect((await read(path)).statusCode).toBe(200);
    const refused = await read(path);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never shows its token in the request log', async () => {
    const { path } = await withFeed();
    const token = path.split('/').pop()!.replace('.ics', '');
    await read(path);
    const lines = logged.filter((l) => l.includes('/calendar/'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((l) => l.includes(token))).toBe(false);
  });
});
