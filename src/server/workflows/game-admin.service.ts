import {
  type CreateGameInput,
  ADMIN_GAME_MESSAGES as M,
  type UpdateGameInput,
} from '../../shared/schemas/admin-games';
import type { GameHistoryPage, GameHistoryPageInput } from '../../shared/schemas/admin-lists';
import type { Game } from '../../shared/schemas/games';
import type { AppDeps } from '../deps';
import { gameRemoved, gameUpdated, gradingEvents } from '../kernel/domain-events';
import { uncountPicksOfGame } from '../modules/achievements/achievements.service';
import { awardAfterCommit } from '../modules/achievements/award.effect';
import { sportsOfTeams } from '../modules/catalog/catalog.service';
import { auditedGame } from '../modules/games/game-audit.rules';
import { checkDraft } from '../modules/games/game-draft.rules';
import {
  ADMIN_LINE_SOURCE,
  deleteGame as deleteGameRow,
  findGameWithTeams,
  insertGame,
  lineColumns,
  listGameHistory,
  listScheduledGames,
  lockGame,
  pageGameHistory,
  updateGame,
} from '../modules/games/game-record.service';
import { closedPeriodsNamed } from '../modules/grading/grading.rules';
import { correctForDeletion } from '../modules/grading/grading.service';
import { recomputeLocked } from '../modules/grading/recompute.service';
import { countPicksByTeam, gameHasPicks } from '../modules/picks/game-picks.service';
import { recordAdminAction } from '../platform/audit/audit.service';
import type { DB } from '../platform/db/client';
import { containsPattern } from '../platform/db/like';
import { databaseNow } from '../platform/db/now';
import { inTransaction } from '../platform/db/transaction';
import { effectsCommitted } from '../platform/effects/effects.service';
import { badRequest, conflict, notFound } from '../platform/errors';

const sumCounts = (rows: { count: number | string }[]) => rows.reduce((n, r) => n + Number(r.count), 0);
type LockedGame = NonNullable<Awaited<ReturnType<typeof lockGame>>>;

import { presentGames } from './game-cards';
import { recheckClosedMonth } from './month-winner';

/** The manage-games tab: scheduled games, soonest first. */
export async function scheduledGames(deps: AppDeps): Promise<Game[]> {
  return presentGames(deps.db, await listScheduledGames(deps.db), null);
}

/** The game-history tab, paged: by team name, sport and status; the filter decides the page and the total. */
export async function gameHistoryPage(deps: AppDeps, input: GameHistoryPageInput): Promise<GameHistoryPage> {
  const { rows, total } = await pageGameHistory(
    deps.db,
    {
      pattern: input.search ? containsPattern(input.search) : null,
      sportId: input.sportId,
      status: input.status,
    },
    {
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
      oldestFirst: input.sort === 'oldest',
    },
  );
  return {
    games: await presentGames(deps.db, rows, null),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** The game-history tab: completed and live games, newest first. */
export async function gameHistory(deps: AppDeps, input: { limit: number }): Promise<Game[]> {
  return presentGames(deps.db, await listGameHistory(deps.db, input.limit), null);
}

/** One game as the lists show it (after a write). */
export async function adminGame(db: DB, id: number): Promise<Game> {
  const row = await findGameWithTeams(db, id);
  if (!row) throw notFound(M.gameNotFound);
  return (await presentGames(db, [row], null))[0]!;
}

/** Both teams exist (404) and play one sport (400); returns that sport. */
async function sportOfTeams(db: DB, homeTeamId: number, awayTeamId: number): Promise<number> {
  const teams = await sportsOfTeams(db, [homeTeamId, awayTeamId]);
  const home = teams.find((t) => t.id === homeTeamId);
  const away = teams.find((t) => t.id === awayTeamId);
  if (!home || !away) throw notFound(M.teamNotFound);
  if (home.sport_id !== away.sport_id) throw badRequest(M.otherSports);
  return home.sport_id;
}

/** Create game: the admin's date and time are Mountain time; records and pick texts are stored. */
export async function createGame(deps: AppDeps, adminId: number, input: CreateGameInput): Promise<Game> {
  const draft = checkDraft(input, M.createRequired);
  if ('problem' in draft) throw badRequest(draft.problem);
  const sportId = await sportOfTeams(deps.db, draft.homeTeamId, draft.awayTeamId);
  const now = deps.clock();
  const id = await inTransaction(deps.db, async (trx) => {
    const row = {
      sport_id: sportId,
      home_team_id: draft.homeTeamId,
      away_team_id: draft.awayTeamId,
      scheduled_time: draft.start,
      notes: input.notes,
      home_team_pick_option: input.homeTeamPickOption,
      away_team_pick_option: input.awayTeamPickOption,
      show_team_records: input.showTeamRecords,
      home_team_wins: input.homeTeamWins ?? null,
      home_team_losses: input.homeTeamLosses ?? null,
      away_team_wins: input.awayTeamWins ?? null,
      away_team_losses: input.awayTeamLosses ?? null,
      created_at: now,
      updated_at: now,
    };
    const { id } = await insertGame(trx, row);
    await recordAdminAction(trx, {
      adminId,
      action: 'game.create',
      target: { kind: 'game', id },
      after: auditedGame(row),
    });
    return id;
  });
  await deps.events.publish([gameUpdated(id)]);
  return adminGame(deps.db, id);
}

/**
 * Edit game: only while scheduled (409 otherwise). Other teams are refused once the game has picks (their
 * picks would name a team that no longer plays); swapping home and away is allowed.
 */
export async function editGame(deps: AppDeps, adminId: number, input: UpdateGameInput): Promise<Game> {
  const draft = checkDraft(input, M.editRequired);
  if ('problem' in draft) throw badRequest(draft.problem);
  const now = deps.clock();
  await inTransaction(deps.db, async (trx) => {
    const game = await lockGame(trx, input.id);
    if (!game) throw notFound(M.gameNotFound);
    if (game.status !== 'scheduled') throw conflict(M.notScheduled);
    const sportId = await sportOfTeams(trx, draft.homeTeamId, draft.awayTeamId);
    const sameTeams =
      new Set([game.home_team_id, game.away_team_id, draft.homeTeamId, draft.awayTeamId]).size === 2;
    if (!sameTeams && (await gameHasPicks(trx, game.id))) throw conflict(M.teamsHavePicks);
    const change = {
      sport_id: sportId,
      home_team_id: draft.homeTeamId,
      away_team_id: draft.awayTeamId,
      scheduled_time: draft.start,
      ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
      // A typed line is the admin's, as of now; null removes the line (a feed re-import may bring one back).
      ...(input.line !== undefined
        ? lineColumns(input.line && { ...input.line, details: null, source: ADMIN_LINE_SOURCE }, now)
        : {}),
    };
    await updateGame(trx, game.id, { ...change, updated_at: now });
    await recordAdminAction(trx, {
      adminId,
      action: 'game.edit',
      target: { kind: 'game', id: game.id },
      before: auditedGame(game),
      after: auditedGame({ ...game, ...change }),
    });
  });
  await deps.events.publish([gameUpdated(input.id)]);
  return adminGame(deps.db, input.id);
}

/**
 * Deletes a game (its picks cascade) and leaves every affected user's totals, streaks and standings as if it
 * had never existed, in one transaction. Unlocks stay; what the records now reach (two runs joined where the game
 * stood between them) is awarded by an effect of the same commit, like a correction's.
 */
export function removeGame(
  db: DB,
  id: number,
  /** Runs before the deletion with the locked game (the admin's audit entry). */
  audit?: (trx: DB, game: LockedGame) => Promise<void>,
): Promise<{ affectedUserIds: number[] }> {
  return inTransaction(db, async (trx) => {
    // The game row first, then the grading lock: the same order as a score entry that grades.
    const game = await lockGame(trx, id);
    if (!game) throw notFound(M.gameNotFound);
    await audit?.(trx, game);
    // Every player graded on it has their record walked again from the game on, as if it had never been played.
    const corrected = await correctForDeletion(trx, id);
    // The pick-time counts lose the game's picks (unlocks stay), counted from the picks before they go.
    await uncountPicksOfGame(trx, id);
    await deleteGameRow(trx, id);
    await recomputeLocked(trx, corrected.recompute);
    const at = await databaseNow(trx);
    await recheckClosedMonth(trx, game.scheduled_time, at, { action: 'game.delete', gameId: id });
    await awardAfterCommit(trx, `game-${id}-deleted`, {
      userIds: corrected.affectedUserIds,
      gameTime: game.scheduled_time,
      at,
      decided: { earned: corrected.earned, historyUserIds: corrected.recompute },
    });
    return { affectedUserIds: corrected.affectedUserIds };
  });
}

/** Delete game: its picks go too, and every affected user's figures read as if it never existed. */
export async function deleteGame(deps: AppDeps, adminId: number, id: number): Promise<{ success: true }> {
  const { affectedUserIds } = await removeGame(deps.db, id, async (trx, game) => {
    await recordAdminAction(trx, {
      adminId,
      action: 'game.delete',
      target: { kind: 'game', id },
      before: {
        ...auditedGame(game),
        picks: sumCounts(await countPicksByTeam(trx, [id])),
        ...closedPeriodsNamed(game.scheduled_time, deps.clock()),
      },
      after: null,
    });
  });
  await effectsCommitted(deps);
  await deps.events.publish([gameRemoved(id), ...gradingEvents(id, { affectedUserIds })]);
  return { success: true };
}
