import { ADMIN_MESSAGES, type AdminSport, type AdminTeam } from '../../../shared/schemas/admin';
import type { AppDeps } from '../../deps';
import { recordAdminAction } from '../../platform/audit/audit.service';
import type { DB } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/transaction';
import { badRequest, conflict } from '../../platform/errors';
import {
  findSport,
  findTeamInSport,
  findTeams,
  insertSport,
  insertTeams,
  listSports,
  listTeams,
  sportTeams,
  updateTeam,
} from './catalog.repo';
import { colorOrGrey, type NewTeam, namedTeam, type SportRow, type TeamChanges } from './catalog.rules';

type TeamRow = Awaited<ReturnType<typeof listTeams>>[number];

const toTeam = (r: TeamRow): AdminTeam => ({
  id: r.id,
  name: r.name,
  sportId: r.sport_id,
  sport: r.sport,
  primaryColor: colorOrGrey(r.primary_color),
  secondaryColor: colorOrGrey(r.secondary_color),
  wins: r.wins,
  losses: r.losses,
  ties: r.ties,
});

/** Every team for the pickers, colours falling back to grey. */
export async function teams(deps: AppDeps): Promise<AdminTeam[]> {
  return (await listTeams(deps.db)).map(toTeam);
}

/** Teams whose record is still 0-0 (the team-sync tab shows the first 12). */
export async function teamsNeedingRecords(deps: AppDeps): Promise<AdminTeam[]> {
  return (await listTeams(deps.db, true)).map(toTeam);
}

/** Every sport, by name. */
export async function sports(deps: AppDeps): Promise<AdminSport[]> {
  return (await listSports(deps.db)).map((s) => ({
    id: s.id,
    name: s.name,
    displayName: s.display_name,
    description: s.description,
  }));
}

/** Inline "Create new team": a sport by id or name; a name taken in that sport is 409. */
export async function createTeam(
  deps: AppDeps,
  adminId: number,
  input: { name: string; sport: string | number },
) {
  return inTransaction(deps.db, async (trx) => {
    const sport = await findSport(trx, input.sport);
    if (!sport) throw badRequest(ADMIN_MESSAGES.teamRequired);
    const team = namedTeam(input.name);
    const [id] = await insertTeams(trx, sport.id, [team], deps.clock());
    if (id === undefined) throw conflict(ADMIN_MESSAGES.teamTaken);
    await recordAdminAction(trx, {
      adminId,
      action: 'team.create',
      target: { kind: 'team', id },
      after: { name: team.name, sport: sport.name },
    });
    return { id };
  });
}

/** "Create New Sport": the name is unique ignoring case (409 otherwise). */
export async function createSport(
  deps: AppDeps,
  adminId: number,
  input: { name: string; displayName: string; description: string | null },
): Promise<AdminSport> {
  return inTransaction(deps.db, async (trx) => {
    const row = await insertSport(trx, input, deps.clock());
    if (!row) throw conflict(ADMIN_MESSAGES.sportTaken);
    const sport = { id: row.id, name: row.name, displayName: row.display_name, description: row.description };
    await recordAdminAction(trx, {
      adminId,
      action: 'sport.create',
      target: { kind: 'sport', id: row.id },
      after: sport,
    });
    return sport;
  });
}

// What other modules ask of the catalog, in their own transaction when they pass one.

/** A sport by its name, ignoring case. */
export function sportNamed(db: DB, name: string): Promise<{ id: number; name: string } | undefined> {
  return findSport(db, name);
}

/** The id of the sport of this name (ignoring case), created from `sport` when missing. */
export async function ensureSport(db: DB, sport: SportRow, at = new Date()): Promise<number> {
  const inserted = await insertSport(db, sport, at);
  if (inserted) return inserted.id;
  const found = await findSport(db, sport.name);
  if (!found) throw new Error(`sport ${sport.name} neither inserted nor found`);
  return found.id;
}

/**
 * The team a sport knows by the feed's team id (when given), else by name ignoring case; created from
 * `team` when missing. A team found by name learns the feed id it did not have.
 */
export async function ensureTeam(db: DB, sportId: number, team: NewTeam, at: Date): Promise<number> {
  const found = await findTeamInSport(db, sportId, team.providerTeamId, team.name);
  if (found) {
    if (!found.provider_team_id && team.providerTeamId) {
      await updateTeam(db, found.id, { provider_team_id: team.providerTeamId }, at);
    }
    return found.id;
  }
  const [id] = await insertTeams(db, sportId, [team], at);
  if (id !== undefined) return id;
  const raced = await findTeamInSport(db, sportId, team.providerTeamId, team.name);
  if (!raced) throw new Error(`team ${team.name} neither inserted nor found`);
  return raced.id;
}

/** Every team of a sport with the facts a sync compares. */
export const teamsOfSport = (db: DB, sportId: number) => sportTeams(db, sportId);

/** Adds teams to a sport, leaving out names or feed ids taken meanwhile; returns how many went in. */
export async function addTeams(db: DB, sportId: number, teams: readonly NewTeam[], at: Date) {
  return (await insertTeams(db, sportId, teams, at)).length;
}

/** Changes a team's facts (feed id, abbreviation, colours, record). */
export async function changeTeam(db: DB, id: number, changes: TeamChanges, at: Date): Promise<void> {
  await updateTeam(db, id, changes, at);
}

/** The sport of each of these teams (teams that do not exist are left out). */
export const sportsOfTeams = (db: DB, ids: number[]) => findTeams(db, ids);
