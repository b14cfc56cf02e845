import { TRPCError } from '@trpc/server';
import type { CreatePickInput, MyPicks, Pick, UpdatePickInput } from '../../../shared/schemas/picks';
import type { AppDeps } from '../../deps';
import { capWindow, maxDailyPicks, type Window } from '../../kernel/daily-cap';
import { gameUpdated } from '../../kernel/domain-events';
import type { BusEvent } from '../../kernel/events';
import { dayWindow } from '../../kernel/player-day';
import { isUnderdogPick, spreadOfRow } from '../../kernel/underdog.rules';
import type { DB } from '../../platform/db/client';
import type { Outcome } from '../../platform/db/group-commit';
import { databaseNow } from '../../platform/db/now';
import type { UserRow } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
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
import { decidePickChange, PICK_MESSAGES, type PickVerdict } from './picks.rules';

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
    spreadOfRow(game),
    record('home'),
    record('away'),
  );
}

/** A saved pick changes the game's pickStats for everyone, and the player's own count and cards. */
export const pickSaved = (userId: number, pick: Pick): BusEvent[] => [
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
export interface NewPickCall {
  user: UserRow;
  input: CreatePickInput;
  /** Today in the caller's zone by this machine's clock, computed before the batch's call to the database. */
  expectedDay: Window;
}

/** What createPick answers. */
export interface NewPickAnswer {
  pick: Pick;
  dailyPickCount: number;
  maxDailyPicks: number | null;
}

const refusal = (verdict: PickVerdict & { ok: false }): Outcome<never> => ({
  ok: false,
  error: new TRPCError({ code: verdict.code, message: verdict.message }),
});

/** What a batch of new picks decided in its transaction (decideNewPickBatch). */
export interface NewPickBatch {
  /** Each call's answer, in the order of the calls (undefined: unanswered, which the caller treats as a fault). */
  outcomes: (Outcome<NewPickAnswer> | undefined)[];
  /** The picks' events, published after the commit. */
  events: BusEvent[];
  /** The picks stored, for their achievements (workflows/new-picks.ts counts them in the same transaction). */
  saved: SavedPick[];
  /** The database clock of the batch; undefined when no call found its game. */
  now: Date | undefined;
}

/** A pick the batch stored: what its pick-time achievements are counted from. */
export interface SavedPick {
  userId: number;
  pickedAt: Date;
  isUnderdog: boolean;
  timezone: string;
}

/**
 * A batch of new picks, decided in the caller's transaction: with the achievements' tally statement that
 * workflows/new-picks.ts adds, four statements between BEGIN and COMMIT. The first
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
export async function decideNewPickBatch(trx: DB, calls: readonly NewPickCall[]): Promise<NewPickBatch> {
  {
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
    if (now === undefined || items.length === 0)
      return { outcomes, events: [] as BusEvent[], saved: [], now };
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
    const saved: SavedPick[] = [];
    const events: BusEvent[] = [];
    for (const [k, { item, decision, isUnderdog }] of accepted.entries()) {
      const row = rows[k];
      if (!row) {
        outcomes[item.at] = refusal({ ok: false, code: 'CONFLICT', message: PICK_MESSAGES.alreadyPicked });
        continue;
      }
      saved.push({
        userId: item.userId,
        pickedAt: row.picked_at,
        isUnderdog,
        timezone: item.locked.timezone!,
      });
      const pick = toPick(row);
      events.push(...pickSaved(item.userId, pick));
      outcomes[item.at] = {
        ok: true,
        value: { pick, dailyPickCount: decision.picksToday + 1, maxDailyPicks: item.maxDaily },
      };
    }
    return { outcomes, events, saved, now };
  }
}

/**
 * Moves the owner's pick to the other team before the game starts, in the caller's transaction; it does not count
 * against the cap. The
 * game's row is share-locked first, as for a new pick, so a change never lands beside a grading of it.
 */
export async function changePickIn(trx: DB, user: UserRow, input: UpdatePickInput) {
  {
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
    const { count: dailyPickCount } = await picksOfTheDay(trx, locked, now);
    return {
      answer: { pick: toPick(row), dailyPickCount, maxDailyPicks: maxDailyPicks(locked.subscription_tier) },
      // A change keeps the pick's time; only its underdog count can move (rules: pick times).
      underdogMoved: Number(isUnderdog) - Number(pick.is_underdog),
      now,
    };
  }
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
