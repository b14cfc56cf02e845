// Weekly head-to-head in a league (ADR 0049): who plays whom each week, who is in a week, who won a matchup and the
// season's table. Pure: weeks come in as their Mondays ('YYYY-MM-DD', the weekly board's New York weeks).

/** One matchup of a week: `away` null is a bye. */
export interface Pairing {
  home: number;
  away: number | null;
}

/** A player's record in a matchup's week, as the weekly board counts it (pushes count for neither). */
export interface WeekRecord {
  wins: number;
  losses: number;
}

export type MatchupOutcome = 'home' | 'away' | 'tie';

const DAY_MS = 86_400_000;

/** Whole weeks from the Monday `from` to the Monday `to` (negative when `to` is earlier). */
export function weeksBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (7 * DAY_MS));
}

/**
 * Round `round` of a round robin over `players` by the circle method: the first stays, the rest turn one place a
 * round; an odd count adds a bye. Each player meets every other once in `rounds(players.length)` rounds. The fixed
 * player alternates home and away, and so does each pair by round, so nobody is always home.
 */
export function roundPairs(players: readonly number[], round: number): Pairing[] {
  if (players.length < 2) return [];
  const slots: (number | null)[] = players.length % 2 === 0 ? [...players] : [...players, null];
  const n = slots.length;
  const turns = ((round % (n - 1)) + (n - 1)) % (n - 1);
  const rest = slots.slice(1);
  const turned = [slots[0]!, ...rest.slice(n - 1 - turns), ...rest.slice(0, n - 1 - turns)];
  const pairs: Pairing[] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = turned[i]!;
    const b = turned[n - 1 - i]!;
    if (a === null || b === null) {
      pairs.push({ home: (a ?? b)!, away: null });
      continue;
    }
    const swap = (i + turns) % 2 === 1;
    pairs.push(swap ? { home: b, away: a } : { home: a, away: b });
  }
  return pairs;
}

/** Rounds in a full round robin of `count` players (a bye makes an odd count even). */
export const rounds = (count: number) => (count < 2 ? 0 : count % 2 === 0 ? count - 1 : count);

/**
 * The pairings of a league's week: its round robin over the week's players (ordered by join time), at the round
 * that counts the weeks since the league's first week. Fewer than two players: none.
 */
export function weekPairings(players: readonly number[], firstWeek: string, week: string): Pairing[] {
  return roundPairs(players, Math.max(0, weeksBetween(firstWeek, week)));
}

/**
 * Who plays in a league's week, in join order: in the league's first week (made mid-week) every member, paired at
 * once; in a later week only those who joined before it began (a later joiner waits for their first full week).
 */
export function weekPlayers(
  members: readonly { userId: number; joinedAt: Date }[],
  firstWeek: string,
  week: string,
  weekBegins: Date,
): number[] {
  const sorted = [...members].sort(
    (a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.userId - b.userId,
  );
  const inWeek = week === firstWeek ? sorted : sorted.filter((m) => m.joinedAt < weekBegins);
  return inWeek.map((m) => m.userId);
}

/** A matchup's winner: more wins, then fewer losses; else a tie. */
export function matchupOutcome(home: WeekRecord, away: WeekRecord): MatchupOutcome {
  if (home.wins !== away.wins) return home.wins > away.wins ? 'home' : 'away';
  if (home.losses !== away.losses) return home.losses < away.losses ? 'home' : 'away';
  return 'tie';
}

/** A player's head-to-head line over a season: matchups won, lost and tied (byes count for none). */
export interface HeadToHeadLine {
  userId: number;
  wins: number;
  losses: number;
  ties: number;
}

/**
 * The season's table from its finished matchups: each player's W-L-T, most wins first, then fewest losses, then
 * most ties, then the player's id (a stable order for equal lines).
 */
export function headToHeadTable(
  matchups: readonly { home: number; away: number; outcome: MatchupOutcome }[],
): HeadToHeadLine[] {
  const lines = new Map<number, HeadToHeadLine>();
  const line = (userId: number) => {
    const known = lines.get(userId);
    if (known) return known;
    const fresh = { userId, wins: 0, losses: 0, ties: 0 };
    lines.set(userId, fresh);
    return fresh;
  };
  for (const m of matchups) {
    const home = line(m.home);
    const away = line(m.away);
    if (m.outcome === 'tie') {
      home.ties++;
      away.ties++;
    } else if (m.outcome === 'home') {
      home.wins++;
      away.losses++;
    } else {
      away.wins++;
      home.losses++;
    }
  }
  return [...lines.values()].sort(
    (a, b) => b.wins - a.wins || a.losses - b.losses || b.ties - a.ties || a.userId - b.userId,
  );
}

/** The season a week belongs to: the New York calendar year of its Monday. */
export const seasonOf = (week: string) => week.slice(0, 4);
