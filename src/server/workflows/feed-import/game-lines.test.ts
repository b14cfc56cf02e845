import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, call } from '../../../../tests/support/calls';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { ADMIN_GAME_MESSAGES as M } from '../../../shared/schemas/admin-games';
import { DEFAULT_FIXTURES_DIR, FixtureFeed } from '../../modules/sports-feed/fixtures.adapter';

// The line (issue 42) from the recorded feed to the card: stored on a suggestion, kept on approval with its as-of
// time, refreshed by a re-import (never over the admin's), typed by the admin, and deciding the underdog a pick
// is counted on. The fixtures are re-based to the test clock's day: LAR v TB (LAR -3.5) and SF v CAR (SF -6.5)
// in the NFL file, PHI v ATL (ATL -1.5) and GS v SAC (no odds) in the NBA file.

const t = sharedTestApp();
let admin: Awaited<ReturnType<typeof account>>;
let player: Awaited<ReturnType<typeof account>>;
let movedDir: string;
const T0 = '2026-11-21T15:00:00.000Z';
const T1 = '2026-11-21T16:00:00.000Z';

beforeAll(async () => {
  t.clock.set(T0);
  admin = await account(t, true);
  player = await account(t);
  // The same NFL board an hour later with the lines moved: LAR -4.5, SF -7.
  movedDir = await mkdtemp(path.join(os.tmpdir(), 'pickem-lines-'));
  const board = JSON.parse(await readFile(path.join(DEFAULT_FIXTURES_DIR, 'nfl-scoreboard.json'), 'utf8'));
  for (const event of board.events) {
    const odds = event.competitions[0].odds?.[0];
    if (event.id === '401772104') Object.assign(odds, { spread: -4.5, details: 'LAR -4.5' });
    if (event.id === '401772105') Object.assign(odds, { spread: -7, details: 'SF -7.0' });
  }
  await writeFile(path.join(movedDir, 'nfl-scoreboard.json'), JSON.stringify(board));
});

afterAll(async () => {
  t.deps.feed = new FixtureFeed({ now: t.clock.now });
  await rm(movedDir, { recursive: true, force: true });
});

const send = (method: string, url: string, payload?: object) => call(t, admin.cookie, method, url, payload);
const fetchGames = (sports: string[]) => send('POST', '/api/admin/suggested-games/fetch', { sports });
const approve = async (home: string) => {
  const list = (await send('GET', '/api/admin/suggested-games')).json();
  const id = list.suggestedGames.find((g: { homeTeam: string }) => g.homeTeam === home).id;
  const res = await send('POST', `/api/admin/suggested-games/${id}/approve`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const gameById = async (id: number) =>
  (await send('GET', '/api/admin/games')).json().find((g: { id: number }) => g.id === id);
const edit = (game: { id: number; homeTeam: { id: number }; awayTeam: { id: number } }, extra: object) =>
  send('PUT', `/api/admin/games/${game.id}`, {
    homeTeamId: game.homeTeam.id,
    awayTeamId: game.awayTeam.id,
    // Picks are judged by the database's clock, not the test's: the game starts a day from the real now.
    scheduledTime: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    ...extra,
  });

describe('the line from the feed', () => {
  let rams: { id: number; homeTeam: { id: number }; awayTeam: { id: number } };

  it('an approved suggestion keeps the line it was imported with, as of the import', async () => {
    await fetchGames(['NFL', 'NBA']);
    rams = await approve('Los Angeles Rams');
    expect(rams).toMatchObject({
      line: {
        favorite: 'home',
        spread: 3.5,
        overUnder: 47.5,
        details: 'LAR -3.5',
        source: 'ESPN BET',
        asOf: T0,
      },
      // The team getting points, though the Rams (8-2) and the Buccaneers (6-4) have records too.
      underdog: 'away',
    });
  });

  it('a game the feed gives no line has none, and its underdog comes from the records', async () => {
    const warriors = await approve('Golden State Warriors');
    expect(warriors).toMatchObject({ line: null, underdog: 'away' }); // 9-8 v 3-13
    // Philadelphia (8-6) has the better record, but Atlanta gives 1.5 points: the line decides.
    const sixers = await approve('Philadelphia 76ers');
    expect(sixers).toMatchObject({ line: { favorite: 'away', spread: 1.5 }, underdog: 'home' });
  });

  it('a re-import refreshes the line of a game not started and of a pending suggestion, with its as-of time', async () => {
    t.clock.set(T1);
    t.deps.feed = new FixtureFeed({ dir: movedDir, now: t.clock.now });
    try {
      const res = await fetchGames(['NFL']);
      expect(res.json().sports[0]).toMatchObject({ imported: 0, skipped: 2, error: null });
    } finally {
      t.deps.feed = new FixtureFeed({ now: t.clock.now });
    }
    expect((await gameById(rams.id)).line).toMatchObject({ spread: 4.5, details: 'LAR -4.5', asOf: T1 });
    // SF v CAR was still a suggestion: approving it now stores the refreshed line.
    expect((await approve('San Francisco 49ers')).line).toMatchObject({
      spread: 7,
      details: 'SF -7.0',
      asOf: T1,
    });
  });
});

describe("the admin's line", () => {
  let game: { id: number; homeTeam: { id: number }; awayTeam: { id: number } };

  beforeAll(async () => {
    game = (await send('GET', '/api/admin/games'))
      .json()
      .find((g: { homeTeam: { name: string } }) => g.homeTeam.name === 'Golden State Warriors');
  });

  it('refuses a line that is not one with a 400 and its words, and changes nothing', async () => {
    for (const [line, message] of [
      [{ favorite: 'home', spread: 3.5, overUnder: 'lots' }, M.lineTotalInvalid],
      [{ favorite: 'middle', spread: 3.5 }, M.lineFavoriteInvalid],
      [{ favorite: 'home', spread: -3 }, M.lineSpreadInvalid],
      [{ favorite: 'home', spread: 3.333 }, M.lineSpreadInvalid],
      [{ favorite: 'home', spread: 250 }, M.lineSpreadInvalid],
      [{ overUnder: 0 }, M.lineTotalInvalid],
      [{ spread: 3 }, M.lineFavoriteMissing],
      [{ favorite: 'away' }, M.lineEmpty],
      ['KC -3', M.lineInvalid],
    ] as const) {
      const res = await edit(game, { line });
      expect([res.statusCode, res.json()], JSON.stringify(line)).toMatchObject([400, { message }]);
    }
    expect((await gameById(game.id)).line).toBeNull();
  });

  it('stores a typed line as the admin line, as of now, audited; the underdog follows it', async () => {
    const res = await edit(game, { line: { favorite: 'away', spread: 2.5, overUnder: 231.5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      line: { favorite: 'away', spread: 2.5, overUnder: 231.5, details: null, source: 'admin', asOf: T1 },
      underdog: 'home',
    });
    const audit = await t.deps.db
      .selectFrom('admin_audit')
      .select(['before', 'after'])
      .where('action', '=', 'game.edit')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      before: { line: null },
      after: { line: { favorite: 'away', spread: 2.5, overUnder: 231.5, source: 'admin' } },
    });
  });

  it('a pick on the team getting points is counted on the underdog, the other is not', async () => {
    const pick = await call(t, player.cookie, 'POST', '/api/picks', {
      gameId: game.id,
      selectedTeamId: game.homeTeam.id,
    });
    expect(pick.statusCode, pick.body).toBe(200);
    const flag = () =>
      t.deps.db
        .selectFrom('picks')
        .select('is_underdog')
        .where('game_id', '=', game.id)
        .executeTakeFirstOrThrow();
    expect(await flag()).toEqual({ is_underdog: true });
    const change = await call(t, player.cookie, 'PUT', `/api/picks/${pick.json().pick.id}`, {
      selectedTeamId: game.awayTeam.id,
    });
    expect(change.statusCode).toBe(200);
    expect(await flag()).toEqual({ is_underdog: false });
  });

  it('a re-import leaves the admin line alone; null removes it', async () => {
    await fetchGames(['NBA']);
    expect((await gameById(game.id)).line).toMatchObject({ source: 'admin', spread: 2.5 });
    const res = await edit(game, { line: null });
    expect([res.statusCode, res.json().line]).toEqual([200, null]);
  });
});
