import { describe, expect, it } from 'vitest';
import { account, enterHomeWin } from '../../../tests/support/calls';
import { makeGame, makeSport, matchup } from '../../../tests/support/games';
import { makeLeague } from '../../../tests/support/leagues';
import { settleEffects, sharedTestApp } from '../../../tests/support/test-app';
import { closedWeek, recapDue } from '../modules/notifications/weekly-recap.rules';
import { weeklyRecapJob } from './weekly-recap';

// The weekly recap: after the week closes, once per player and week, in the player's zone, by e-mail through the
// outbox (with the unsubscribe link) and one push; the setting turns it off.

const t = sharedTestApp({ config: { appOrigin: 'http://picks.test' } });

describe('when a recap is due', () => {
  it('is from 09:00 on the Monday after the week, in the player’s zone', () => {
    const at = (iso: string) => new Date(iso);
    expect(closedWeek(at('2026-11-16T14:00:00Z'))).toBe('2026-11-09');
    expect(recapDue(at('2026-11-16T13:59:00Z'), 'America/New_York')).toBe(false);
    expect(recapDue(at('2026-11-16T14:00:00Z'), 'America/New_York')).toBe(true);
    expect(recapDue(at('2026-11-16T14:00:00Z'), 'America/Los_Angeles')).toBe(false);
    expect(recapDue(at('2026-11-16T17:00:00Z'), 'America/Los_Angeles')).toBe(true);
    expect(recapDue(at('2026-11-18T03:00:00Z'), 'Pacific/Honolulu')).toBe(true);
  });
});

const outbox = (to: string) =>
  t.deps.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

const runJob = async (at: string) => {
  t.clock.set(at);
  await t.deps.db.transaction().execute((trx) => weeklyRecapJob(t.deps).run(trx));
  await settleEffects(t.deps);
};

describe('the weekly recap', () => {
  it('sends each player their week once, with record, streak, best pick, league rank and leader', async () => {
    const admin = (await account(t, true)).cookie;
    const [ann, bob, cat, quiet] = [await account(t), await account(t), await account(t), await account(t)];
    await t.deps.db
      .updateTable('users')
      .set({ timezone: 'America/New_York' })
      .where('id', 'in', [ann.row.id, bob.row.id, cat.row.id, quiet.row.id])
      .execute();
    await t.deps.db.updateTable('users').set({ weekly_recap: false }).where('id', '=', cat.row.id).execute();
    const league = await makeLeague(t.deps.db, ann.row.id, [bob.row.id, cat.row.id, quiet.row.id]);
    const name = (
      await t.deps.db
        .selectFrom('leagues')
        .select('name')
        .where('id', '=', league.id)
        .executeTakeFirstOrThrow()
    ).name;
    const sport = await makeSport(t.deps.db);
    t.clock.set('2026-11-12T20:00:00Z');
    const game = await makeGame(t.deps.db, {
      ...matchup(sport),
      at: new Date('2026-11-12T19:00:00Z'),
      status: 'live',
    });
    const pick = (userId: number, teamId: number) =>
      t.deps.db
        .insertInto('picks')
        .values({ user_id: userId, game_id: game.id, selected_team_id: teamId })
        .execute();
    await pick(ann.row.id, game.home_team_id);
    await pick(bob.row.id, game.away_team_id);
    await pick(cat.row.id, game.home_team_id);
    await enterHomeWin(t, admin, game.id, 3, 1);

    await runJob('2026-11-16T13:59:00Z'); // 08:59 in New York: not yet
    expect(await outbox(ann.input.email)).toEqual([]);
    await runJob('2026-11-16T14:00:00Z');
    await runJob('2026-11-16T18:00:00Z'); // again later: nothing more
    const anns = await outbox(ann.input.email);
    expect(anns).toHaveLength(1);
    const text = anns[0]!.text_body;
    expect(anns[0]!.subject).toBe('Your week: 1-0, W1 streak');
    expect(text).toContain('Record: 1-0');
    expect(text).toContain(`Best pick: ${sport.teams[0]!.name}`);
    expect(text).toContain(`${name}: #1 of 4, led by ${ann.row.username}`);
    expect(text).toContain('http://picks.test/unsubscribe?token=');
    expect(anns[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const bobs = await outbox(bob.input.email);
    expect(bobs).toHaveLength(1);
    expect(bobs[0]!.text_body).toContain(`${name}: #3 of 4, led by ${ann.row.username}`);
    // The setting off: nothing; no graded pick that week: nothing.
    expect(await outbox(cat.input.email)).toEqual([]);
    expect(await outbox(quiet.input.email)).toEqual([]);
  });

  it('reads a league again for later recaps once its members changed, in the same process', async () => {
    const admin = (await account(t, true)).cookie;
    const [ann, bob, dan] = [await account(t), await account(t), await account(t)];
    const zones = [
      [ann.row.id, 'America/New_York'],
      [bob.row.id, 'America/Los_Angeles'],
      [dan.row.id, 'America/Los_Angeles'],
    ] as const;
    for (const [id, timezone] of zones)
      await t.deps.db.updateTable('users').set({ timezone }).where('id', '=', id).execute();
    const league = await makeLeague(t.deps.db, ann.row.id, [bob.row.id]);
    const sport = await makeSport(t.deps.db);
    t.clock.set('2026-11-26T20:00:00Z');
    const games = [
      await makeGame(t.deps.db, { ...matchup(sport), at: new Date('2026-11-26T18:00:00Z'), status: 'live' }),
      await makeGame(t.deps.db, { ...matchup(sport), at: new Date('2026-11-26T19:00:00Z'), status: 'live' }),
    ];
    const pick = (userId: number, gameId: number, teamId: number) =>
      t.deps.db
        .insertInto('picks')
        .values({ user_id: userId, game_id: gameId, selected_team_id: teamId })
        .execute();
    await pick(ann.row.id, games[0]!.id, games[0]!.home_team_id);
    await pick(bob.row.id, games[0]!.id, games[0]!.away_team_id);
    for (const g of games) await pick(dan.row.id, g.id, g.home_team_id);
    for (const g of games) await enterHomeWin(t, admin, g.id, 3, 1);

    await runJob('2026-11-30T14:00:00Z'); // 09:00 in New York: ann's recap, with the league as it is
    const name = (
      await t.deps.db
        .selectFrom('leagues')
        .select('name')
        .where('id', '=', league.id)
        .executeTakeFirstOrThrow()
    ).name;
    expect((await outbox(ann.input.email))[0]!.text_body).toContain(
      `${name}: #1 of 2, led by ${ann.row.username}`,
    );
    // dan (2-0 that week) joins before Los Angeles' 09:00: bob's recap counts him and names him the leader.
    await t.deps.db
      .insertInto('league_members')
      .values({ league_id: league.id, user_id: dan.row.id })
      .execute();
    await runJob('2026-11-30T17:00:00Z');
    expect((await outbox(bob.input.email))[0]!.text_body).toContain(
      `${name}: #3 of 3, led by ${dan.row.username}`,
    );
  });
});
