import { TRPCError } from '@trpc/server';
import type { CreatePickInput, MyPicks, Pick, UpdatePickInput } from '../../shared/schemas/picks';
import { NO_PICKS, tallyOf } from '../achievements/achievements.rules';
import { countPickWithin } from '../achievements/achievements.service';
import type { DB } from '../db/client';
import { databaseNow } from '../db/now';
import type { UserRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { gameUpdated, unlockEvents } from '../events/domain-events';
import type { BusEvent } from '../events/events';
import { dayWindow } from '../games/games.rules';
import {
  countPicksMadeBetween,
  findCurrentPicks,
  findGameFacts,
  findPickDay,
  findPickForUpdate,
  type GameAndUserRow,
  insertPickFixingDay,
  lockGameAndUserWithPicks,
  lockUser,
  newPickFacts,
  type PickRow,
  pickGameId,
  updatePickTeam,
} from './picks.repo';
import {
  capWindow,
  decideNewPick,
  decidePickChange,
  isUnderdogPick,
  maxDailyPicks,
  PICK_MESSAGES,
  type PickVerdict,
} from './picks.rules';

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
 * Makes a new pick in two statements between BEGIN and COMMIT, plus the tally's (ADR 0032). The first
 * (`pick_facts`) share-locks the game's row (a score entry in progress is waited for, then seen), then locks
 * the user's row, so one user's concurrent picks are decided one after another against the daily cap, and
 * reads the user's picks in a statement that starts after that lock is held, so they include every pick of
 * theirs made before; the database clock decides whether the game has started. The day in the player's zone
 * it counts in is computed here beforehand from the caller's zone and this machine's clock; should the locked
 * row's zone or the database clock put today elsewhere (a zone just changed, a call across midnight), the
 * picks are read again for the right day, still under the lock.
 */
export async function createPick(deps: AppDeps, user: UserRow, input: CreatePickInput) {
  const expectedDay = dayWindow(new Date(), user.timezone, 'today');
  const made = await inTransaction(deps.db, async (trx) => {
    const found = await lockGameAndUserWithPicks(trx, input.gameId, user.id, expectedDay);
    if (!found) throw notFound(PICK_MESSAGES.gameNotFound);
    const { locked } = found;
    if (locked.user_id === null || locked.timezone === null || locked.subscription_tier === null)
      throw notFound('User not found');
    const { now } = locked;
    const zoneToday = dayWindow(now, locked.timezone, 'today');
    const picks = sameWindow(zoneToday, expectedDay)
      ? found.picks
      : await newPickFacts(trx, user.id, input.gameId, zoneToday);
    const window = capWindow(picks.storedDay, now, zoneToday);
    const picksToday = window.fixed ? picks.inStoredDay : picks.inZoneDay;
    const maxDaily = maxDailyPicks(locked.subscription_tier);
    enforce(
      decideNewPick({
        game: facts(locked),
        selectedTeamId: input.selectedTeamId,
        now,
        alreadyPicked: picks.alreadyPicked,
        picksToday,
        maxDaily,
      }),
    );
    // The day's first pick fixes the day the cap counts in: a later change of zone cannot reopen it.
    const isUnderdog = underdog(locked, input.selectedTeamId);
    const row = await insertPickFixingDay(
      trx,
      { userId: user.id, gameId: input.gameId, selectedTeamId: input.selectedTeamId, at: now, isUnderdog },
      window.fixed ? null : window,
    );
    if (!row) throw new TRPCError({ code: 'CONFLICT', message: PICK_MESSAGES.alreadyPicked });
    // The pick-time achievements are counted and unlocked with the pick itself: one statement, and nothing to
    // lose between the commit and an awarding after it.
    const tally = tallyOf({ pickedAt: row.picked_at, isUnderdog }, locked.timezone);
    const unlocked = await countPickWithin(trx, user.id, tally, now);
    return { pick: toPick(row), dailyPickCount: picksToday + 1, maxDailyPicks: maxDaily, unlocked };
  });
  await deps.events.publish([...pickSaved(user.id, made.pick), ...unlockEvents(made.unlocked)]);
  const { unlocked: _announced, ...answer } = made;
  return answer;
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
