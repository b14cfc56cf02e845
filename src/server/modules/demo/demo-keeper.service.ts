import type { Insertable } from 'kysely';
import type { AppDeps } from '../../deps';
import { gameUpdated } from '../../kernel/domain-events';
import type { DB } from '../../platform/db/client';
import type { GamesTable } from '../../platform/db/schema';
import { completeGame } from '../../workflows/score-entry.service';
import { addFeedGames, showFinalClock } from '../games/game-record.service';
import { staleBefore } from '../games/live-scores.rules';
import { LEAGUE_SLUGS, LEAGUES, type LeagueSlug, leagueForSport } from '../sports-feed/sports-feed';
import { demoGamesBetween, demoTeams, lockScheduler, overdueDemoGames } from './demo.repo';
import { type DemoDraft, type DemoGameRef, keeperWindow, planDemoGames } from './demo-keeper.rules';
import { type DemoTeamFacts, demoGameRow } from './demo-rows';
import { simulateDemoGame } from './demo-simulation.rules';

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

/** Adds the planned demo games in the caller's transaction; returns the ids of the games it added. */
export async function keepDemoSlate(db: DB, now: Date): Promise<number[]> {
  const planned = await planDemoRows(db, now);
  return addFeedGames(
    db,
    planned.map((p) => p.row),
  );
}

/**
 * Completes the demo games the live poller no longer follows (started more than 3 days ago and still not
 * completed: the demo was not running meanwhile), with the simulation's final, through completeGame, so
 * their picks are graded like any other. Games of the last 3 days are left to the poller.
 */
export async function settleOverdueDemoGames(deps: AppDeps): Promise<number[]> {
  const now = deps.clock();
  const settled: number[] = [];
  for (const g of await overdueDemoGames(deps.db, staleBefore(now))) {
    const league = leagueForSport(g.sport);
    if (!league || !g.event_id) continue;
    const state = simulateDemoGame(league, g.event_id, g.scheduled_time, now);
    if (state.status !== 'completed' || state.homeScore === null || state.awayScore === null) continue;
    await completeGame(deps, g.id, {
      homeScore: state.homeScore,
      awayScore: state.awayScore,
      winner: state.winner ?? 'push',
    });
    await showFinalClock(deps.db, g.id, state.period);
    await deps.events.publish([gameUpdated(g.id)]);
    settled.push(g.id);
  }
  return settled;
}

/** At start (demo feed on): settles what the poller gave up on, then fills today and tomorrow. */
export async function prepareDemoGames(deps: AppDeps): Promise<{ settled: number; added: number }> {
  const settled = await settleOverdueDemoGames(deps);
  const now = deps.clock();
  const added = await deps.db.transaction().execute(async (trx) => {
    await lockScheduler(trx);
    return keepDemoSlate(trx, now);
  });
  await deps.events.publish(added.map(gameUpdated));
  return { settled: settled.length, added: added.length };
}
