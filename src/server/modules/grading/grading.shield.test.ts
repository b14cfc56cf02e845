import { describe, expect, it } from 'vitest';
import {
  createGame,
  createPick,
  createUsers,
  sharedGradingDatabase,
} from '../../../../tests/support/grading/grading';
import { storedFigures } from '../../../../tests/support/grading/truth';
import { removeGame } from '../../workflows/game-admin.service';
import { gradeGame } from './grading.service';
import { recomputeUsers } from './recompute.service';

// The streak shield's rules through the real grading (ADR 0050), on PGlite and on PostgreSQL (scripts/test-pg.ts):
// each case grades, then checks the stored record and the shield against a full recompute (expectTruth).

const t = sharedGradingDatabase();
const { complete, expectTruth } = t;

/** Games every `hours` from Monday November 16 (one New York week holds 7 of them at 20 hours apart). */
const MONDAY = Date.parse('2026-11-16T15:00:00Z');
async function games(n: number, from = MONDAY, hours = 20): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1)
    ids.push(await createGame(t.db, t.league, new Date(from + i * hours * 3_600_000)));
  return ids;
}

async function standing(userId: number) {
  return t.db
    .selectFrom('standings')
    .select(['current_streak', 'longest_streak', 'total_wins', 'total_losses', 'total_pushes', 'shield_held'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

const arm = (pickId: number, armed = true) =>
  t.db.updateTable('picks').set({ shield_armed: armed }).where('id', '=', pickId).execute();

/** A player who picked home in every game, and their pick ids. */
async function playerOn(ids: number[]) {
  const [userId] = await createUsers(t.db, 1);
  const picks: number[] = [];
  for (const g of ids) picks.push(await createPick(t.db, userId!, g, t.league.home));
  return { userId: userId!, picks };
}

const unlocked = async (userId: number) =>
  (await t.db.selectFrom('achievement_unlocks').select('type').where('user_id', '=', userId).execute()).map(
    (r) => r.type,
  );

describe('the streak shield', () => {
  it("is earned by the week's 5th win, not the 4th", async () => {
    const ids = await games(5);
    const { userId } = await playerOn(ids);
    for (const g of ids.slice(0, 4)) await complete(g, t.league.home);
    expect((await standing(userId)).shield_held).toBe(false);
    await complete(ids[4]!, t.league.home);
    expect((await standing(userId)).shield_held).toBe(true);
    await expectTruth();
  });

  it('keeps the streak when an armed pick loses, counting the loss, and is spent', async () => {
    const ids = await games(7);
    const { userId, picks } = await playerOn(ids);
    await arm(picks[5]!);
    for (const g of ids.slice(0, 5)) await complete(g, t.league.home);
    const result = await complete(ids[5]!, t.league.away);
    expect(await standing(userId)).toMatchObject({
      current_streak: 5,
      total_wins: 5,
      total_losses: 1,
      shield_held: false,
    });
    // What the grading decided for the awarding: the Shielded badge.
    expect(result.earned).toContainEqual({ userId, type: 'shielded' });
    await complete(ids[6]!, t.league.home);
    expect(await standing(userId)).toMatchObject({ current_streak: 6, longest_streak: 6 });
    await expectTruth();
  });

  it('is returned unused by a win or a push of the armed pick', async () => {
    const ids = await games(7);
    const { userId, picks } = await playerOn(ids);
    await arm(picks[5]!);
    await arm(picks[6]!);
    for (const g of ids.slice(0, 5)) await complete(g, t.league.home);
    await complete(ids[5]!, t.league.home);
    expect(await standing(userId)).toMatchObject({ current_streak: 6, shield_held: true });
    await complete(ids[6]!, 'push');
    expect(await standing(userId)).toMatchObject({ current_streak: 6, total_pushes: 1, shield_held: true });
    expect(await unlocked(userId)).not.toContain('shielded');
    await expectTruth();
  });

  it('is held at most once: a second 5-win week earns nothing more, one loss spends it', async () => {
    // Two weeks of 7 games each (20 hours apart from Monday), every pick home.
    const week1 = await games(7);
    const week2 = await games(7, MONDAY + 7 * 86_400_000);
    const { userId, picks } = await playerOn([...week1, ...week2]);
    for (const g of [...week1, ...week2.slice(0, 5)]) await complete(g, t.league.home);
    expect((await standing(userId)).shield_held).toBe(true);
    // Two armed losses in a row: the first is shielded, the second breaks the streak (one shield, not two).
    await arm(picks[12]!);
    await arm(picks[13]!);
    await complete(week2[5]!, t.league.away);
    expect(await standing(userId)).toMatchObject({ current_streak: 12, shield_held: false });
    await complete(week2[6]!, t.league.away);
    expect(await standing(userId)).toMatchObject({ current_streak: -1, total_losses: 2, shield_held: false });
    await expectTruth();
  });

  it('follows a correction: a shielded loss fixed to a win gives the shield back, and back to a loss spends it', async () => {
    const ids = await games(7);
    const { userId, picks } = await playerOn(ids);
    await arm(picks[5]!);
    for (const g of ids.slice(0, 5)) await complete(g, t.league.home);
    await complete(ids[5]!, t.league.away);
    await complete(ids[6]!, t.league.home);
    expect(await standing(userId)).toMatchObject({ current_streak: 6, shield_held: false });
    // Fix Score: the armed game was a home win after all (walked from the game on, ADR 0046).
    await complete(ids[5]!, t.league.home);
    expect(await standing(userId)).toMatchObject({ current_streak: 7, total_losses: 0, shield_held: true });
    await expectTruth();
    // And a loss again: the shield is spent again and the streak kept.
    await complete(ids[5]!, t.league.away);
    expect(await standing(userId)).toMatchObject({ current_streak: 6, total_losses: 1, shield_held: false });
    await expectTruth();
  });

  it('follows a correction of the win that earned it: a later armed loss then breaks the streak', async () => {
    const ids = await games(7);
    const { userId, picks } = await playerOn(ids);
    await arm(picks[6]!);
    for (const g of ids.slice(0, 5)) await complete(g, t.league.home);
    await complete(ids[5]!, t.league.home);
    await complete(ids[6]!, t.league.away);
    expect(await standing(userId)).toMatchObject({ current_streak: 6, shield_held: false });
    // The 5th win becomes a loss: the week's 5th win is now the 6th game's, which still earns before the armed one.
    await complete(ids[4]!, t.league.away);
    expect(await standing(userId)).toMatchObject({ current_streak: 1, shield_held: false });
    // And the 4th too: only four wins before the armed pick, no shield held, its loss breaks the streak.
    await complete(ids[3]!, t.league.away);
    expect(await standing(userId)).toMatchObject({ current_streak: -1, total_losses: 3, shield_held: false });
    await expectTruth();
  });

  it('comes back when the game that spent it is deleted', async () => {
    const ids = await games(7);
    const { userId, picks } = await playerOn(ids);
    await arm(picks[5]!);
    for (const g of ids.slice(0, 5)) await complete(g, t.league.home);
    await complete(ids[5]!, t.league.away);
    expect((await standing(userId)).shield_held).toBe(false);
    await t.db.transaction().execute((trx) => removeGame(trx, ids[5]!));
    expect(await standing(userId)).toMatchObject({ current_streak: 5, total_losses: 0, shield_held: true });
    await expectTruth();
  });

  it('is rebuilt by a full recompute (Fix User Streaks) from the armed picks', async () => {
    const ids = await games(7);
    const { userId, picks } = await playerOn(ids);
    await arm(picks[5]!);
    for (const g of ids.slice(0, 5)) await complete(g, t.league.home);
    await complete(ids[5]!, t.league.away);
    // Spoil the stored row, as a database from before the shield would hold it; the recompute puts it right.
    await t.db
      .updateTable('standings')
      .set({ current_streak: -1, shield_held: true })
      .where('user_id', '=', userId)
      .execute();
    await recomputeUsers(t.db, [userId]);
    expect(await standing(userId)).toMatchObject({ current_streak: 5, total_losses: 1, shield_held: false });
    expect((await storedFigures(t.db)).shields[userId]).toBe(false);
    await expectTruth();
    expect(await gradeGame(t.db, ids[5]!)).toMatchObject({ game: null });
  });
});
