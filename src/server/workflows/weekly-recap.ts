import { LRUCache } from 'lru-cache';
import { PERIOD_TIMEZONE } from '../../shared/constants';
import { displayName } from '../../shared/display-name';
import { addDays } from '../../shared/periods';
import { zonedTimeToInstant } from '../../shared/zoned-time';
import type { AppDeps, AppEffectBatch } from '../deps';
import { assignRanks } from '../kernel/board-order.rules';
import { playerNamesOf, weekEntriesOf } from '../modules/leaderboard/leaderboard.service';
import { type LeagueOfPlayers, leaguesOfPlayers } from '../modules/leagues/leagues.service';
import { closedWeek, type RecapFacts } from '../modules/notifications/weekly-recap.rules';
import { claimDueRecaps, recapPlayers, sendRecap } from '../modules/notifications/weekly-recap.service';
import { countPicksByTeam, winningPicksBetween } from '../modules/picks/game-picks.service';
import type { DB } from '../platform/db/client';
import { keptPerHandle } from '../platform/db/kept-per-handle';
import { enqueueEffect } from '../platform/effects/effects.service';
import type { ScheduledJob } from '../platform/scheduler/scheduler';
import { matchupResultsOf } from './league-matchups';

// The weekly recap spans four modules: grading's figures on the week's board (leaderboard), the best pick (picks),
// the player's rank in each league and its leader (leagues and leaderboard), and the e-mail and push
// (notifications). A job decides who is due, once per player and week; an effect composes and sends each recap.

export const WEEKLY_RECAP_EFFECT = 'weekly-recap';
/** Recaps composed in one transaction of the effects worker. */
export const RECAP_BATCH = 500;
/** Players the job looks at per statement, and at most per run. */
const CLAIM_CHUNK = 5_000;
const CLAIMS_PER_RUN = 50_000;

export interface RecapJob {
  userId: number;
  week: string;
}

/** How often the job looks (recaps go out from 09:00 local on the Sunday after the week). */
export const RECAP_JOB_EVERY_MS = 60_000;

/**
 * The weekly recap job: each minute, the players due last week's recap (in their zone) have it claimed and an
 * effect recorded, in chunks; the effects worker sends them after the commit, exactly once each.
 */
export function weeklyRecapJob(deps: Pick<AppDeps, 'clock'>): ScheduledJob {
  let next = 0;
  return {
    name: 'weeklyRecaps',
    run: async (trx) => {
      const now = deps.clock();
      if (now.getTime() < next) return null;
      next = now.getTime() + RECAP_JOB_EVERY_MS;
      return recordDueRecaps(trx, now);
    },
  };
}

/** Claims and records the recaps due now, up to CLAIMS_PER_RUN; how many. */
export async function recordDueRecaps(trx: DB, now: Date, limit = CLAIMS_PER_RUN): Promise<number> {
  const week = closedWeek(now);
  let recorded = 0;
  while (recorded < limit) {
    const due = await claimDueRecaps(trx, now, week, CLAIM_CHUNK);
    if (due.length === 0) break;
    const effects = due.map((userId) => ({
      kind: WEEKLY_RECAP_EFFECT,
      key: `${WEEKLY_RECAP_EFFECT}:${userId}:${week}`,
      payload: { userId, week } satisfies RecapJob,
    }));
    for (let i = 0; i < effects.length; i += 1000) await enqueueEffect(trx, ...effects.slice(i, i + 1000));
    recorded += due.length;
  }
  return recorded;
}

/** Everyone's picks on a game, by team: the same for every recap of the week, so counted once per database handle. */
const keptTeamCounts = keptPerHandle(() => new Map<number, Map<number, number>>());

async function sharesOf(keptBy: DB, trx: DB, gameIds: readonly number[]) {
  const kept = keptTeamCounts(keptBy) ?? new Map<number, Map<number, number>>();
  const missing = [...new Set(gameIds)].filter((id) => !kept.has(id));
  if (missing.length > 0) {
    if (kept.size > 20_000) kept.clear();
    for (const id of missing) kept.set(id, new Map());
    for (const c of await countPicksByTeam(trx, missing))
      kept.get(c.game_id)!.set(c.selected_team_id, Number(c.count));
  }
  return (gameId: number, teamId: number) => {
    const counts = kept.get(gameId);
    let total = 0;
    for (const n of counts?.values() ?? []) total += n;
    return total === 0 ? 100 : Math.round((100 * (counts?.get(teamId) ?? 0)) / total);
  };
}

interface LeagueWeekBoard {
  ranks: Map<number, number>;
  leaderId: number | null;
}

/**
 * A league's board of a closed week, kept per database handle for its members' recaps in later batches: a batch of 500
 * players of 1,000,000 touches hundreds of leagues, and reading each league's board again in every batch made
 * composing about four times slower at 1,000,000 players than at 100,000 (docs/benchmarks/leagues.md). Keyed by the
 * member set's hash, so a join or a leave reads it again; kept ten minutes, so a correction of that week reaches
 * later recaps.
 */
const keptWeekBoards = keptPerHandle(
  () => new LRUCache<string, LeagueWeekBoard>({ max: 5_000, ttl: 10 * 60_000 }),
);

async function leagueWeekBoard(
  keptBy: DB,
  read: AppDeps,
  week: string,
  league: LeagueOfPlayers,
): Promise<LeagueWeekBoard> {
  const leagueWeekBoards = keptWeekBoards(keptBy);
  const key = `${league.id}:${week}:${league.memberHash}`;
  const kept = leagueWeekBoards?.get(key);
  if (kept) return kept;
  const board = await weekEntriesOf(read, week, league.memberIds);
  const ranks = assignRanks(board, (e) => [e.k1, e.k2, e.k3]);
  const made = {
    ranks: new Map(board.map((e, i) => [e.user_id, ranks[i]!])),
    leaderId: board[0]?.user_id ?? null,
  };
  leagueWeekBoards?.set(key, made);
  return made;
}

/** What the recaps of some players say of `week`, by player (those with no graded pick that week are left out). */
export async function recapFacts(
  deps: AppDeps,
  trx: DB,
  week: string,
  players: ReadonlyMap<number, { id: number; username: string; first_name: string; last_name: string }>,
): Promise<Map<number, RecapFacts>> {
  const ids = [...players.keys()];
  const read = { ...deps, db: trx };
  const from = zonedTimeToInstant(week, '00:00', PERIOD_TIMEZONE);
  const to = zonedTimeToInstant(addDays(week, 7), '00:00', PERIOD_TIMEZONE);
  const [entries, wins, leagues] = await Promise.all([
    weekEntriesOf(read, week, ids),
    winningPicksBetween(trx, ids, from, to),
    leaguesOfPlayers(read, ids, deps.db),
  ]);
  const share = await sharesOf(
    deps.db,
    trx,
    wins.map((w) => w.game_id),
  );
  const best = new Map<number, RecapFacts['bestPick']>();
  for (const w of wins) {
    const pick = { team: w.picked_name, opponent: w.other_name, share: share(w.game_id, w.selected_team_id) };
    const before = best.get(w.user_id);
    if (!before || pick.share < before.share) best.set(w.user_id, pick);
  }
  // Each league's week board among its members, read once for all its members (in this batch and later ones).
  const boards = new Map<number, LeagueWeekBoard>();
  for (const list of leagues.values())
    for (const league of list)
      if (!boards.has(league.id)) boards.set(league.id, await leagueWeekBoard(deps.db, read, week, league));
  const leaderIds = [
    ...new Set([...boards.values()].flatMap((b) => (b.leaderId === null ? [] : [b.leaderId]))),
  ];
  const names = new Map(
    (await playerNamesOf(read, leaderIds)).map((u) => [
      u.id,
      displayName({ username: u.username, firstName: u.first_name, lastName: u.last_name }),
    ]),
  );
  const matchups = await matchupResultsOf(
    read,
    new Map([...leagues].map(([userId, list]) => [userId, list.map((l) => l.id)])),
    week,
  );
  const facts = new Map<number, RecapFacts>();
  for (const e of entries) {
    const p = players.get(e.user_id);
    if (!p || e.picks === 0) continue;
    const playerLeagues = leagues.get(e.user_id) ?? [];
    facts.set(e.user_id, {
      name: displayName({ username: p.username, firstName: p.first_name, lastName: p.last_name }),
      week,
      wins: e.k2,
      losses: e.picks - e.k2 - e.pushes,
      pushes: e.pushes,
      streak: e.current_streak,
      bestPick: best.get(e.user_id) ?? null,
      leagues: playerLeagues.map((l) => {
        const board = boards.get(l.id)!;
        return {
          name: l.name,
          rank: board.ranks.get(e.user_id) ?? null,
          members: l.memberIds.length,
          leader: board.leaderId === null ? null : (names.get(board.leaderId) ?? null),
          matchup: matchups.get(e.user_id)?.get(l.id) ?? null,
        };
      }),
    });
  }
  return facts;
}

/**
 * Sends recaps, RECAP_BATCH in one transaction: the facts read set-based for the batch, then each player's e-mail
 * into the outbox and push recorded, committing with the effects' end (a crash repeats the batch, not a send).
 */
export const weeklyRecapBatch: AppEffectBatch<RecapJob> = {
  size: RECAP_BATCH,
  async run(trx, jobs, { deps }) {
    const byWeek = new Map<string, number[]>();
    for (const { payload } of jobs)
      byWeek.set(payload.week, [...(byWeek.get(payload.week) ?? []), payload.userId]);
    for (const [week, userIds] of byWeek) {
      const players = await recapPlayers(trx, userIds);
      const facts = await recapFacts(deps, trx, week, players);
      for (const [userId, f] of facts) await sendRecap(trx, deps, players.get(userId)!, f);
    }
    return new Map();
  },
};
