import { isSoccer } from '../../../shared/constants';
import type { Game } from '../../../shared/schemas/games';
import { FEED_MESSAGES } from '../../../shared/schemas/sports-feed';
import type { AppDeps } from '../../deps';
import { gameUpdated } from '../../kernel/domain-events';
import type { NewTeam } from '../../modules/catalog/catalog.rules';
import { ensureTeam } from '../../modules/catalog/catalog.service';
import { addGame, lineColumns } from '../../modules/games/game-record.service';
import { readPayload, type SuggestionSide } from '../../modules/sports-feed/import/suggested-games.rules';
import {
  gameForEvent,
  lockSuggestion,
  markApproved,
} from '../../modules/sports-feed/import/suggestions.service';
import { recordAdminAction } from '../../platform/audit/audit.service';
import { inTransaction } from '../../platform/db/transaction';
import { conflict, notFound } from '../../platform/errors';
import { adminGame } from '../game-admin.service';

/** A suggestion's side as the catalog creates its team when missing. */
const teamOf = (side: SuggestionSide): NewTeam => ({
  name: side.name,
  abbreviation: side.abbreviation,
  providerTeamId: side.providerTeamId || null,
  primaryColor: side.primaryColor,
  secondaryColor: side.secondaryColor,
  wins: side.record?.wins ?? 0,
  losses: side.record?.losses ?? 0,
  ties: side.record?.ties ?? 0,
});

/** Approve: creates missing teams and the game (records, venue, probable pitchers) in one transaction. */
export async function approveSuggestedGame(deps: AppDeps, adminId: number, id: number): Promise<Game> {
  const now = deps.clock();
  const gameId = await inTransaction(deps.db, async (trx) => {
    const row = await lockSuggestion(trx, id);
    if (!row) throw notFound(FEED_MESSAGES.suggestionNotFound);
    if (row.status !== 'pending') {
      throw conflict(
        row.status === 'approved' ? FEED_MESSAGES.alreadyApproved : FEED_MESSAGES.alreadyRejected,
      );
    }
    if (await gameForEvent(trx, row.provider, row.provider_event_id))
      throw conflict(FEED_MESSAGES.gameExists);
    const { home, away, line } = readPayload(row.payload, row);
    const homeId = await ensureTeam(trx, row.sport_id, teamOf(home), now);
    const awayId = await ensureTeam(trx, row.sport_id, teamOf(away), now);
    if (homeId === awayId) throw conflict(FEED_MESSAGES.sameTeam);
    const ties = (side: SuggestionSide) => (isSoccer(row.sport) ? (side.record?.ties ?? null) : null);
    const newGameId = await addGame(trx, {
      sport_id: row.sport_id,
      home_team_id: homeId,
      away_team_id: awayId,
      scheduled_time: row.scheduled_time,
      venue: row.venue,
      provider: row.provider,
      provider_event_id: row.provider_event_id,
      show_team_records: true,
      home_team_wins: home.record?.wins ?? null,
      home_team_losses: home.record?.losses ?? null,
      home_team_ties: ties(home),
      away_team_wins: away.record?.wins ?? null,
      away_team_losses: away.record?.losses ?? null,
      away_team_ties: ties(away),
      home_starting_pitcher: home.probablePitcher?.name ?? null,
      home_pitcher_record: home.probablePitcher?.record ?? null,
      away_starting_pitcher: away.probablePitcher?.name ?? null,
      away_pitcher_record: away.probablePitcher?.record ?? null,
      // The line as of the import (or the re-import) that read it.
      ...lineColumns(line ?? null, line ? new Date(line.asOf) : now),
      created_at: now,
      updated_at: now,
    });
    await markApproved(trx, id, newGameId, now);
    await recordAdminAction(trx, {
      adminId,
      action: 'suggestion.approve',
      target: { kind: 'suggestion', id },
      before: { status: 'pending' },
      after: { status: 'approved', gameId: newGameId, homeTeamId: homeId, awayTeamId: awayId },
    });
    return newGameId;
  });
  await deps.events.publish([gameUpdated(gameId)]);
  return adminGame(deps.db, gameId);
}
