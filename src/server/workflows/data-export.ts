import { PRIVACY_VERSION, TERMS_VERSION } from '../../shared/consent';
import { APP_NAME } from '../../shared/constants';
import type { AppEffectHandler } from '../deps';
import { myAchievements } from '../modules/achievements/achievements.service';
import { playerFigures } from '../modules/grading/standings.service';
import { leaguesOfPlayer } from '../modules/leagues/account-removal.service';
import { notificationsOfPlayer } from '../modules/notifications/account-removal.service';
import { findPicksNewestFirst, toPick } from '../modules/picks/picks.service';
import { accountDataOf } from '../modules/users/account-erasure.service';
import { findUserById } from '../modules/users/accounts.service';
import { pendingExport, storeExport } from '../modules/users/data-exports.service';
import { figureFields } from '../modules/users/public-user';
import type { DB } from '../platform/db/client';
import { gamesByIds } from './game-cards';

// "Download my data" (issue 43): everything stored about the player in one JSON file, made by the effects worker
// after the answer (a long history of picks takes a while) and kept for a day. Secrets are never in it: no
// password hash, session token, passkey key or device key.

/** Picks and their games are read this many at a time. */
const PICKS_PAGE = 1000;

async function picksWithGames(db: DB, userId: number) {
  const picks = (await findPicksNewestFirst(db, userId, 1_000_000)).map(toPick);
  const out = [];
  for (let i = 0; i < picks.length; i += PICKS_PAGE) {
    const page = picks.slice(i, i + PICKS_PAGE);
    const games = new Map(
      (await gamesByIds(db, [...new Set(page.map((p) => p.gameId))])).map((g) => [g.id, g]),
    );
    for (const pick of page) {
      const game = games.get(pick.gameId);
      const team = (id: number | undefined) =>
        id === game?.homeTeam.id
          ? game?.homeTeam.name
          : id === game?.awayTeam.id
            ? game?.awayTeam.name
            : null;
      out.push({
        ...pick,
        selectedTeam: team(pick.selectedTeamId),
        game: game && {
          sport: game.sport,
          scheduledTime: game.scheduledTime,
          homeTeam: game.homeTeam.name,
          awayTeam: game.awayTeam.name,
          homeScore: game.homeScore,
          awayScore: game.awayScore,
          status: game.status,
        },
      });
    }
  }
  return out;
}

/** Everything stored about a player, as the file offers it. */
export async function playerData(db: DB, userId: number, now: Date): Promise<Record<string, unknown> | null> {
  const user = await findUserById(db, userId);
  if (!user || user.deleted_at) return null;
  const deps = { db } as Parameters<typeof myAchievements>[0];
  const [account, figures, picks, achievements, leagues, notifications] = await Promise.all([
    accountDataOf(db, user),
    playerFigures(db, userId),
    picksWithGames(db, userId),
    myAchievements(deps, user),
    leaguesOfPlayer(db, userId),
    notificationsOfPlayer(db, userId),
  ]);
  return {
    about: `Everything ${APP_NAME} stores about you, as of ${now.toISOString()}. Terms ${TERMS_VERSION}, privacy notice ${PRIVACY_VERSION}.`,
    ...account,
    figures: figureFields(figures),
    picks,
    achievements: achievements.map((a) => ({ type: a.type, title: a.title, unlockedAt: a.unlockedAt })),
    leagues,
    ...notifications,
  };
}

export const DATA_EXPORT_HANDLER: AppEffectHandler<{ id: number }> = async (trx, payload, { deps }) => {
  const wanted = await pendingExport(trx, payload.id);
  // Gone meanwhile (the account deleted, or the day over): nothing to make.
  if (!wanted || wanted.ready_at) return;
  const now = deps.clock();
  const data = await playerData(trx, wanted.user_id, now);
  if (data) await storeExport(trx, wanted.id, JSON.stringify(data, null, 2), now);
};
