import { sql } from 'kysely';
import type { DB } from '../../../platform/db/client';
import type { SuggestionDraft, SuggestionLine } from './suggested-games.rules';

/** Which of these feed event ids are already suggested (any status) or already a game. */
export async function knownEventIds(db: DB, provider: string, eventIds: string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('suggested_games')
    .select('provider_event_id as id')
    .where('provider', '=', provider)
    .where('provider_event_id', 'in', eventIds)
    .union(
      db
        .selectFrom('games')
        .select(sql<string>`provider_event_id`.as('id'))
        .where('provider', '=', provider)
        .where('provider_event_id', 'in', eventIds),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Inserts suggestions; an event suggested meanwhile (unique per provider and event) is left out. */
export async function insertSuggestions(
  db: DB,
  sportId: number,
  provider: string,
  drafts: SuggestionDraft[],
  at: Date,
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const rows = await db
    .insertInto('suggested_games')
    .values(
      drafts.map((d) => ({
        sport_id: sportId,
        provider,
        provider_event_id: d.providerEventId,
        home_team_name: d.homeTeamName,
        away_team_name: d.awayTeamName,
        home_team_provider_id: d.homeTeamProviderId,
        away_team_provider_id: d.awayTeamProviderId,
        home_team_record: d.homeTeamRecord,
        away_team_record: d.awayTeamRecord,
        scheduled_time: d.scheduledTime,
        venue: d.venue,
        payload: JSON.stringify(d.payload),
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['provider', 'provider_event_id']).doNothing())
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A re-import's line on a pending suggestion of the event (approving then stores the fresher line). */
export async function refreshSuggestionLine(
  db: DB,
  provider: string,
  eventId: string,
  line: SuggestionLine,
): Promise<void> {
  await db
    .updateTable('suggested_games')
    .set({ payload: sql`jsonb_set(payload, '{line}', ${JSON.stringify(line)}::jsonb)` })
    .where('provider', '=', provider)
    .where('provider_event_id', '=', eventId)
    .where('status', '=', 'pending')
    .where('payload', 'is not', null)
    .execute();
}

const LIST_COLUMNS = [
  'sg.id',
  's.name as sport',
  'sg.home_team_name',
  'sg.away_team_name',
  'sg.home_team_record',
  'sg.away_team_record',
  'sg.scheduled_time',
  'sg.venue',
  'sg.status',
] as const;

/** Pending suggestions, soonest first. */
export function listPendingSuggestions(db: DB) {
  return db
    .selectFrom('suggested_games as sg')
    .innerJoin('sports as s', 's.id', 'sg.sport_id')
    .select(LIST_COLUMNS)
    .where('sg.status', '=', 'pending')
    .orderBy('sg.scheduled_time')
    .orderBy('sg.id')
    .execute();
}

/** Rejected suggestions still to come (a restore makes sense only before the start), soonest first. */
export function listRejectedSuggestions(db: DB, from: Date) {
  return db
    .selectFrom('suggested_games as sg')
    .innerJoin('sports as s', 's.id', 'sg.sport_id')
    .select(LIST_COLUMNS)
    .where('sg.status', '=', 'rejected')
    .where('sg.scheduled_time', '>', from)
    .orderBy('sg.scheduled_time')
    .orderBy('sg.id')
    .limit(500)
    .execute();
}

/** Moves a suggestion from one status to another; false when it was not in `from`. */
async function moveStatus(
  db: DB,
  id: number,
  from: 'pending' | 'rejected',
  to: { status: 'pending' | 'rejected'; decided_at: Date | null },
): Promise<boolean> {
  const row = await db
    .updateTable('suggested_games')
    .set(to)
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Puts a rejected suggestion back in the pending list; false when it is not rejected. */
export function restoreIfRejected(db: DB, id: number): Promise<boolean> {
  return moveStatus(db, id, 'rejected', { status: 'pending', decided_at: null });
}

export type SuggestionListRow = Awaited<ReturnType<typeof listPendingSuggestions>>[number];

/** How many suggestions there are, and how many of them are pending. */
export async function countSuggestions(db: DB): Promise<{ total: number; pending: number }> {
  const row = await db
    .selectFrom('suggested_games')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where status = 'pending'))::int`.as('pending'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), pending: Number(row.pending) };
}

/** A suggestion with its sport's name and everything approval needs, locked until the transaction ends. */
export function lockSuggestion(db: DB, id: number) {
  return db
    .selectFrom('suggested_games as sg')
    .innerJoin('sports as s', 's.id', 'sg.sport_id')
    .selectAll('sg')
    .select('s.name as sport')
    .where('sg.id', '=', id)
    .forUpdate('sg')
    .executeTakeFirst();
}

export function markApproved(db: DB, id: number, gameId: number, at: Date) {
  return db
    .updateTable('suggested_games')
    .set({ status: 'approved', game_id: gameId, decided_at: at })
    .where('id', '=', id)
    .execute();
}

/** Rejects a suggestion if it is still pending; tells whether it was. */
export function rejectIfPending(db: DB, id: number, at: Date): Promise<boolean> {
  return moveStatus(db, id, 'pending', { status: 'rejected', decided_at: at });
}

export function findSuggestionStatus(db: DB, id: number) {
  return db.selectFrom('suggested_games').select('status').where('id', '=', id).executeTakeFirst();
}

/** Rejects every pending suggestion; returns how many. */
export async function rejectAllPending(db: DB, at: Date): Promise<number[]> {
  const rows = await db
    .updateTable('suggested_games')
    .set({ status: 'rejected', decided_at: at })
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Whether a game already carries this feed event. */
export async function gameForEvent(db: DB, provider: string, eventId: string) {
  return db
    .selectFrom('games')
    .select('id')
    .where('provider', '=', provider)
    .where('provider_event_id', '=', eventId)
    .executeTakeFirst();
}
