import { ADMIN_GAME_MESSAGES as M } from '../../shared/schemas/admin-games';
import type { Game } from '../../shared/schemas/games';
import type { AppDeps } from '../deps';
import { gameUpdated, gradingEvents } from '../kernel/domain-events';
import { awardAfterCommit } from '../modules/achievements/award.effect';
import type { NewTeam } from '../modules/catalog/catalog.rules';
import { ensureSport, ensureTeam } from '../modules/catalog/catalog.service';
import { FREE_PICK, freePickStart } from '../modules/games/game-draft.rules';
import {
  dueFreePicks,
  freePickAt,
  insertGame,
  lockFreePicks,
  setFinalResult,
} from '../modules/games/game-record.service';
import { gradeGame, listGradingColumns } from '../modules/grading/grading.service';
import { notifyGraded } from '../modules/notifications/notifications.service';
import { recordAdminAction } from '../platform/audit/audit.service';
import type { DB } from '../platform/db/client';
import { databaseNow } from '../platform/db/now';
import { inTransaction } from '../platform/db/transaction';
import { conflict } from '../platform/errors';
import type { PendingEvents } from '../platform/events/pending-events';
import { adminGame } from './game-admin.service';

export const FREE_PICK_LOCK_KEY = 72_700_002;

/** One of the free pick's two teams, in its colour on white. */
const freePickTeam = (name: string, abbreviation: string, primaryColor: string): NewTeam => ({
  name,
  abbreviation,
  providerTeamId: null,
  primaryColor,
  secondaryColor: '#FFFFFF',
  wins: 0,
  losses: 0,
  ties: 0,
});

/**
 * "Free Pick Push Tomorrow": a Special game tomorrow at 05:00 Mountain time, Free Win (home) against Free
 * Loss (away), making the sport and teams when missing. One free pick per start: a second is 409.
 */
export async function createFreePick(deps: AppDeps, adminId: number): Promise<Game> {
  const now = deps.clock();
  const start = freePickStart(now);
  const id = await inTransaction(deps.db, async (trx) => {
    // The lock makes "is there one already?" and the insert one step for concurrent clicks.
    await lockFreePicks(trx, FREE_PICK_LOCK_KEY);
    if (await freePickAt(trx, start)) throw conflict(M.freePickTaken);
    const sportId = await ensureSport(trx, { name: FREE_PICK.sport, displayName: FREE_PICK.sport }, now);
    const win = await ensureTeam(trx, sportId, freePickTeam(FREE_PICK.winTeam, 'WIN', '#2F9E44'), now);
    const loss = await ensureTeam(trx, sportId, freePickTeam(FREE_PICK.lossTeam, 'LOSS', '#C92A2A'), now);
    const game = await insertGame(trx, {
      sport_id: sportId,
      home_team_id: win,
      away_team_id: loss,
      scheduled_time: start,
      home_team_pick_option: FREE_PICK.winTeam,
      away_team_pick_option: FREE_PICK.lossTeam,
      show_team_records: false,
      is_free_pick: true,
      notes: FREE_PICK.notes,
      created_at: now,
      updated_at: now,
    });
    await recordAdminAction(trx, {
      adminId,
      action: 'game.freePick',
      target: { kind: 'game', id: game.id },
      after: { homeTeamId: win, awayTeamId: loss, scheduledTime: start },
    });
    return game.id;
  });
  await deps.events.publish([gameUpdated(id)]);
  return adminGame(deps.db, id);
}

/**
 * Completes every due free pick 1-0 for Free Win and grades it, in the caller's (the scheduler tick's)
 * transaction: the same steps as completeGame (setFinalResult, then gradeGame: game row, then grading
 * lock), whose own transaction cannot nest here. The pick-graded notifications and the awarding of achievements are
 * recorded as effects of the tick's commit.
 */
export async function gradeDueFreePicks(trx: DB, events?: PendingEvents): Promise<number[]> {
  const due = await dueFreePicks(trx, FREE_PICK.gradeAfterMinutes, FREE_PICK.winTeam);
  if (due.length === 0) return [];
  const now = await databaseNow(trx);
  for (const game of due) {
    const winner = game.away_wins ? 'away' : 'home';
    const score = game.away_wins ? { homeScore: 0, awayScore: 1 } : { homeScore: 1, awayScore: 0 };
    const row = await setFinalResult(trx, game.id, { ...score, winner, at: now });
    if (!row) continue;
    const graded = await gradeGame(trx, game.id);
    // Sent once the tick commits, like a score entry's.
    await notifyGraded(trx, graded);
    // Awarded by an effect worker once the tick commits.
    await awardAfterCommit(trx, `game-${game.id}-${now.getTime()}`, {
      userIds: graded.affectedUserIds,
      ...(graded.game ? { ofGame: game.id } : {}),
      gameTime: row.scheduled_time,
      at: now,
      decided: { earned: graded.earned, historyUserIds: graded.recomputedUserIds },
    });
    // Published by the scheduler once the tick commits.
    // The scheduler publishes after its commit from a list, so the game's picks are read here.
    events?.add(gameUpdated(game.id), ...gradingEvents(game.id, await listGradingColumns(trx, graded)));
  }
  return due.map((g) => g.id);
}
