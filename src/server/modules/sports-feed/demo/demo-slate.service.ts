import type { Insertable } from 'kysely';
import type { DB } from '../../../platform/db/client';
import type { GamesTable } from '../../../platform/db/schema';
import { LEAGUE_SLUGS, LEAGUES, type LeagueSlug, leagueForSport } from '../sports-feed';
import { demoGamesBetween, demoTeams, overdueDemoGames } from './demo.repo';
import { type DemoDraft, type DemoGameRef, keeperWindow, planDemoGames } from './demo-keeper.rules';
import { type DemoTeamFacts, demoGameRow } from './demo-rows';
import { type DemoGameState, simulateDemoGame } from './demo-simulation.rules';

// What the demo keeper (workflows/demo-keeper.service.ts) asks of the demo feed: the games to add, and the finals
// of games nobody followed.

const FED_SPORTS = LEAGUE_SLUGS.map((league) => LEAGUES[league].sportName);

/** The demo games the keeper would add at `now` (demo-keeper.rules.ts), as rows ready to insert. */
export async function planDemoRows(
  db: DB,
  now: Date,
): Promise<{ draft: DemoDraft; row: Insertable<GamesTable> }[]> {
  const { from, to } = keeperWindow(now);
  const existing: DemoGameRef[] = [];
  for (const g of await demoGamesBetween(db, from, to)) {
    const league = leagueForSport(g.sport);
    if (league && g.event_id)
      existing.push({ eventId: g.event_id, league, start: g.scheduled_time, status: g.status });
  }
  const facts = new Map<number, DemoTeamFacts>();
  const teams = new Map<LeagueSlug, number[]>();
  for (const t of await demoTeams(db, FED_SPORTS)) {
    const league = leagueForSport(t.sport);
    if (!league) continue;
    facts.set(t.id, {
      id: t.id,
      sportId: t.sport_id,
      name: t.name,
      wins: t.wins,
      losses: t.losses,
      ties: t.ties,
    });
    const ids = teams.get(league) ?? [];
    if (ids.length === 0) teams.set(league, ids);
    ids.push(t.id);
  }
  return planDemoGames(now, existing, teams).map((draft) => ({
    draft,
    row: demoGameRow(draft, facts.get(draft.homeTeamId)!, facts.get(draft.awayTeamId)!, now),
  }));
}

/** A demo game started before `before` and still not completed, with the simulation's final if it has one. */
export interface OverdueDemoGame {
  id: number;
  final: DemoGameState | null;
}

/** Demo games started before `before` and not completed, each with what the simulation says at `now`. */
export async function overdueDemoFinals(db: DB, before: Date, now: Date): Promise<OverdueDemoGame[]> {
  const overdue: OverdueDemoGame[] = [];
  for (const g of await overdueDemoGames(db, before)) {
    const league = leagueForSport(g.sport);
    if (!league || !g.event_id) continue;
    const state = simulateDemoGame(league, g.event_id, g.scheduled_time, now);
    const final = state.status === 'completed' && state.homeScore !== null && state.awayScore !== null;
    overdue.push({ id: g.id, final: final ? state : null });
  }
  return overdue;
}
