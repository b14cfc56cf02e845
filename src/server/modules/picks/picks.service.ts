import { TRPCError } from '@trpc/server';
import type { CreatePickInput, MyPicks, Pick, UpdatePickInput } from '../../../shared/schemas/picks';
import type { AppDeps } from '../../deps';
import { capWindow, maxDailyPicks, type Window } from '../../kernel/daily-cap';
import { gameUpdated, unlockEvents } from '../../kernel/domain-events';
import type { BusEvent } from '../../kernel/events';
import { dayWindow } from '../../kernel/player-day';
import type { DB } from '../../platform/db/client';
import { type GroupCommitLimits, groupCommit, type Outcome } from '../../platform/db/group-commit';
import { databaseNow } from '../../platform/db/now';
import type { UserRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { notFound } from '../../platform/errors';
import { NO_PICKS, type PickTally, tallyOf } from '../achievements/achievements.rules';
import { countPicksWithin, countPickWithin } from '../achievements/achievements.service';
import { decideNewPicks, type NewPickItem } from './new-picks.rules';
import {
  countPicksInCapWindows,
  countPicksMadeBetween,
  findCurrentPicks,
  findGameFacts,
  findPickDay,
  findPickForUpdate,
  type GameAndUserRow,
  insertPicksFixingDays,
  lockGamesAndUsersWithPicks,
  lockUser,
  newPickFacts,
  type PickRow,
  pickGameId,
  updatePickTeam,
} from './picks.repo';
import { decidePickChange, isUnderdogPick, PICK_MESSAGES, type PickVerdict } from './picks.rules';

// A player's picks as the history and the profile read them (api/views): the rows, from picks.repo.
export { findLatestGradedPicks, findPicksNewestFirst, type PickRow } from './picks.repo';

export const toPick = (row: PickRow): Pick => ({
  id: row.id,
  gameId: row.game_id,
  selectedTeamId: row.selected_team_id,
  result: row.result,
  pickedAt: row.picked_at.toISOString(),
});

function enforce(verdict: PickVerdict): void {
  if (!verdict.ok) throw new TRPCError({ code: verdict.code, message: verdict.message });
}

type GameFactsRow = NonNullable<Awaited<ReturnType<typeof findGameFacts>>> | GameAndUserRow;

function underdog(game: GameFactsRow, selectedTeamId: number): boolean {
  const record = (side: 'home' | 'away') => ({
    wins: game[`${side}_team_wins`] ?? game[`${side}_wins`],
    losses: game[`${side}_team_losses`] ?? game[`${side}_losses`],
    ties: game[`${side}_team_ties`] ?? game[`${side}_ties`],
  });
  return isUnderdogPick(
    selectedTeamId === game.home_team_id ? 'home' : 'away',
    record('home'),
    record('away'),
  );
}

/** A saved pick changes the game's pickStats for everyone, and the player's own count and cards. */
const pickSaved = (userId: number, pick: Pick): BusEvent[] => [
  gameUpdated(pick.gameId),
  { type: 'pick.saved', userId, gameId: pick.gameId, pickId: pick.id },
];

const sameWindow = (a: { from: Date; to: Date }, b: { from: Date; to: Date }) =>
  a.from.getTime() === b.from.getTime() && a.to.getTime() === b.to.getTime();

const facts = (game: GameFactsRow) => ({
  status: game.status,
  scheduledTime: game.scheduled_time,
  homeTeamId: game.home_team_id,
  awayTeamId: game.away_team_id,
});

/**
 * The player's picks counted against the daily cap now, and the window they are counted in (see capWindow:
 * the day their first pick fixed, else today in their zone). Made under the user's row lock, the count is
 * exact against concurrent picks.
 */
export async function picksOfTheDay(db: DB, user: { id: number; timezone: string }, now: Date) {
  const window = capWindow(
    (await findPickDay(db, user.id)) ?? null,
    now,
    dayWindow(now, user.timezone, 'today'),
  );
  return { window, count: await countPicksMadeBetween(db, user.id, window.from, window.to) };
}

/**
 * Picks each player has left under the daily cap now, counted in the cap's own window (the day their first pick
 * fixed, else today in their zone): what the lock reminder says. Premium players have no cap (null).
 */
export async function picksLeftToday(
  db: DB,
  players: readonly { id: number; timezone: string; subscription_tier: 'free' | 'premium' }[],
  now: Date,
): Promise<Map<number, number | null>> {
  const made = await countPicksInCapWindows(
    db,
    players.map((p) => ({ userId: p.id, zoneToday: dayWindow(now, p.timezone, 'today') })),
    now,
  );
  return new Map(
    players.map((p) => {
      const cap = maxDailyPicks(p.subscription_tier);
      return [p.id, cap === null ? null : Math.max(0, cap - (made.get(p.id) ?? 0))];
    }),
  );
}

/** A call of createPick waiting for its batch. */
interface NewPickCall {
  user: UserRow;
  input: CreatePickInput;
  /** Today in the caller's zone by this machine's clock, computed before the batch's call to the database. */
  expectedDay: Window;
}

/** What createPick answers. */
interface NewPickAnswer {
  pick: Pick;
  dailyPickCount: number;
  maxDailyPicks: number | null;
}

/**
 * The group commit's limits (ADR 0035): up to 2 batches at once leave most of the pool (10) to every other
 * call; 200 picks a batch bounds a transaction's locks and its statements' size. Fewer, larger batches than the
 * first 3 of 100: concurrent batches wait on each other's locks of the same players and games, and each costs its
 * statements and commit (PostgreSQL 0.20 against 0.25 ms of CPU a pick at 200 clients, docs/benchmarks.md).
 */
export const NEW_PICK_BATCH: GroupCommitLimits = { maxBatch: 200, maxInFlight: 2 };

const batchers = new WeakMap<AppDeps, (call: NewPickCall) => Promise<NewPickAnswer>>();

/**
 * Makes a new pick. Concurrent calls are made together (ADR 0035, group commit): a call arriving while earlier
 * batches are running waits for the next batch, one transaction for all its picks, decided one after another
 * in the order they arrived exactly as one transaction each would decide them (see makeNewPicks). A refusal
 * answers only its caller; a failure of the batch's transaction answers every caller of it, and none of its
 * picks is stored.
 */
export function createPick(deps: AppDeps, user: UserRow, input: CreatePickInput): Promise<NewPickAnswer> {
  const call = { user, input, expectedDay: dayWindow(new Date(), user.timezone, 'today') };
  // Inside a caller's transaction the pick is that transaction's: made alone, in it.
  if (deps.db.isTransaction) return makeNewPicks(deps, [call]).then(([outcome]) => settled(outcome));
  let submit = batchers.get(deps);
  if (!submit) {
    submit = groupCommit((calls) => makeNewPicks(deps, calls), NEW_PICK_BATCH);
    batchers.set(deps, submit);
  }
  return submit(call);
}

function settled<O>(outcome: Outcome<O> | undefined): O {
  if (!outcome) throw new Error('A new pick went unanswered');
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

const refusal = (verdict: PickVerdict & { ok: false }): Outcome<never> => ({
  ok: false,
  error: new TRPCError({ code: verdict.code, message: verdict.message }),
});

/**
 * A batch of new picks in one transaction of four statements between BEGIN and COMMIT. The first
 * (`pick_facts_many`) share-locks the games' rows (a score entry in progress is waited for, then seen), then
 * locks the users' rows, each in id order, so one user's concurrent picks in different batches are decided one
 * after another against the daily cap, and reads the users' picks in a statement that starts after those locks
 * are held, so they include every pick of theirs made before. The rules then decide each pick in arrival order
 * (decideNewPicks), the accepted ones go in with one insert, and their tallies with one statement of the
 * achievements module. The day in each player's zone is computed beforehand from the caller's zone and this
 * machine's clock; should the locked row's zone or the database clock put today elsewhere (a zone just
 * changed, a call across midnight), that player's picks are read again for the right day, still under the lock.
 * The events of every pick go out in one publish after the commit.
 */
async function makeNewPicks(deps: AppDeps, calls: readonly NewPickCall[]): Promise<Outcome<NewPickAnswer>[]> {
  const made = await inTransaction(deps.db, async (trx) => {
    const found = await lockGamesAndUsersWithPicks(
      trx,
      calls.map((c) => ({ gameId: c.input.gameId, userId: c.user.id, zoneDay: c.expectedDay })),
    );
    const outcomes: (Outcome<NewPickAnswer> | undefined)[] = calls.map(() => undefined);
    const items: (NewPickItem & { at: number; locked: GameAndUserRow })[] = [];
    let now: Date | undefined;
    for (const [i, call] of calls.entries()) {
      const { locked, picks } = found[i]!;
      if (!locked) {
        outcomes[i] = { ok: false, error: notFound(PICK_MESSAGES.gameNotFound) };
        continue;
      }
      now = locked.now;
      if (locked.user_id === null || locked.timezone === null || locked.subscription_tier === null) {
        outcomes[i] = { ok: false, error: notFound('User not found') };
        continue;
      }
      const zoneToday = dayWindow(locked.now, locked.timezone, 'today');
      items.push({
        at: i,
        locked,
        userId: call.user.id,
        gameId: call.input.gameId,
        selectedTeamId: call.input.selectedTeamId,
        game: facts(locked),
        maxDaily: maxDailyPicks(locked.subscription_tier),
        zoneToday,
        picks: sameWindow(zoneToday, call.expectedDay)
          ? picks
          : await newPickFacts(trx, call.user.id, call.input.gameId, zoneToday),
      });
    }
    if (now === undefined || items.length === 0) return { outcomes, events: [] as BusEvent[] };
    const decisions = decideNewPicks(items, now);
    const accepted = items.flatMap((item, k) => {
      const decision = decisions[k]!;
      if (decision.ok) return [{ item, decision, isUnderdog: underdog(item.locked, item.selectedTeamId) }];
      outcomes[item.at] = refusal(decision);
      return [];
    });
    // The day's first pick fixes the day the cap counts in: a later change of zone cannot reopen it.
    const rows = await insertPicksFixingDays(
      trx,
      accepted.map(({ item, isUnderdog }) => ({
        userId: item.userId,
        gameId: item.gameId,
        selectedTeamId: item.selectedTeamId,
        isUnderdog,
      })),
      now,
      accepted.flatMap(({ item, decision }) =>
        decision.fixDay ? [{ userId: item.userId, ...decision.fixDay }] : [],
      ),
    );
    // The pick-time achievements are counted and unlocked with the picks themselves: one statement, and
    // nothing to lose between the commit and an awarding after it.
    const tallies: { userId: number; tally: PickTally }[] = [];
    const events: BusEvent[] = [];
    for (const [k, { item, decision, isUnderdog }] of accepted.entries()) {
      const row = rows[k];
      if (!row) {
        outcomes[item.at] = refusal({ ok: false, code: 'CONFLICT', message: PICK_MESSAGES.alreadyPicked });
        continue;
      }
      tallies.push({
        userId: item.userId,
        tally: tallyOf({ pickedAt: row.picked_at, isUnderdog }, item.locked.timezone!),
      });
      const pick = toPick(row);
      events.push(...pickSaved(item.userId, pick));
      outcomes[item.at] = {
        ok: true,
        value: { pick, dailyPickCount: decision.picksToday + 1, maxDailyPicks: item.maxDaily },
      };
    }
    const unlocked = await countPicksWithin(trx, tallies, now);
    return { outcomes, events: [...events, ...unlockEvents(unlocked)] };
  });
  if (made.events.length > 0) await deps.events.publish(made.events);
  return made.outcomes.map((o) => o ?? { ok: false, error: new Error('A new pick went unanswered') });
}

/**
 * Moves the owner's pick to the other team before the game starts; it does not count against the cap. The
 * game's row is share-locked first, as for a new pick, so a change never lands beside a grading of it.
 */
export async function changePick(deps: AppDeps, user: UserRow, input: UpdatePickInput) {
  const made = await inTransaction(deps.db, async (trx) => {
    const gameId = await pickGameId(trx, input.pickId);
    if (gameId === undefined) throw notFound(PICK_MESSAGES.pickNotFound);
    const game = await findGameFacts(trx, gameId);
    if (!game) throw notFound(PICK_MESSAGES.gameNotFound);
    const locked = await lockUser(trx, user.id);
    if (!locked) throw notFound('User not found');
    // Read again under the locks: the pick may have gone with its game meanwhile.
    const pick = await findPickForUpdate(trx, input.pickId);
    if (!pick) throw notFound(PICK_MESSAGES.pickNotFound);
    if (pick.user_id !== user.id) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You can only change your own picks' });
    }
    const now = await databaseNow(trx);
    enforce(decidePickChange({ game: facts(game), selectedTeamId: input.selectedTeamId, now }));
    const isUnderdog = underdog(game, input.selectedTeamId);
    const row = await updatePickTeam(trx, pick.id, {
      selectedTeamId: input.selectedTeamId,
      at: now,
      isUnderdog,
    });
    // A change keeps the pick's time; only its underdog count can move (rules: pick times).
    const moved = Number(isUnderdog) - Number(pick.is_underdog);
    const unlocked =
      moved === 0 ? [] : await countPickWithin(trx, user.id, { ...NO_PICKS, underdog: moved }, now);
    const { count: dailyPickCount } = await picksOfTheDay(trx, locked, now);
    return {
      pick: toPick(row),
      dailyPickCount,
      maxDailyPicks: maxDailyPicks(locked.subscription_tier),
      unlocked,
    };
  });
  await deps.events.publish([...pickSaved(user.id, made.pick), ...unlockEvents(made.unlocked)]);
  const { unlocked: _announced, ...answer } = made;
  return answer;
}

/** The player's picks from today on plus every pending one, and the day's count against the cap. */
export async function myPicks(deps: AppDeps, user: UserRow): Promise<MyPicks> {
  const now = await databaseNow(deps.db);
  const today = dayWindow(now, user.timezone, 'today');
  const [rows, { count: dailyPickCount }] = await Promise.all([
    findCurrentPicks(deps.db, user.id, today.from),
    picksOfTheDay(deps.db, user, now),
  ]);
  return { picks: rows.map(toPick), dailyPickCount, maxDailyPicks: maxDailyPicks(user.subscription_tier) };
}
