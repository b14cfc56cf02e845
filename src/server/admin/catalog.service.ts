import { ADMIN_MESSAGES, type AdminSport, type AdminTeam } from '../../shared/schemas/admin';
import type { AppDeps } from '../deps';
import { badRequest, conflict } from '../errors';
import { colorOrGrey } from './admin.rules';
import { findSport, insertSport, insertTeam, listSports, listTeams } from './catalog.repo';

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

export async function sports(deps: AppDeps): Promise<AdminSport[]> {
  return (await listSports(deps.db)).map((s) => ({
    id: s.id,
    name: s.name,
    displayName: s.display_name,
    description: s.description,
  }));
}

/** Inline "Create new team": a sport by id or name; a name taken in that sport is 409. */
export async function createTeam(deps: AppDeps, input: { name: string; sport: string | number }) {
  const sport = await findSport(deps.db, input.sport);
  if (!sport) throw badRequest(ADMIN_MESSAGES.teamRequired);
  const row = await insertTeam(deps.db, { sportId: sport.id, name: input.name, at: deps.clock() });
  if (!row) throw conflict(ADMIN_MESSAGES.teamTaken);
  return { id: row.id };
}

/** "Create New Sport": the name is unique ignoring case (409 otherwise). */
export async function createSport(
  deps: AppDeps,
  input: { name: string; displayName: string; description: string | null },
): Promise<AdminSport> {
  const row = await insertSport(deps.db, { ...input, at: deps.clock() });
  if (!row) throw conflict(ADMIN_MESSAGES.sportTaken);
  return { id: row.id, name: row.name, displayName: row.display_name, description: row.description };
}
