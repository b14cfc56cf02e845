// What the audit log keeps of a game row: the fields an admin changes, by their API names.

interface GameFields {
  sport_id?: number;
  home_team_id: number;
  away_team_id: number;
  scheduled_time: Date;
  notes?: string | null | undefined;
  status?: string;
  show_team_records?: boolean;
  home_team_wins?: number | null;
  home_team_losses?: number | null;
  away_team_wins?: number | null;
  away_team_losses?: number | null;
  line_favorite?: string | null;
  line_spread?: string | number | null;
  line_over_under?: string | number | null;
  line_source?: string | null;
}

/** A game's admin-editable fields for an audit entry ("before" or "after"). */
export function auditedGame(g: GameFields): Record<string, unknown> {
  return {
    sportId: g.sport_id,
    homeTeamId: g.home_team_id,
    awayTeamId: g.away_team_id,
    scheduledTime: g.scheduled_time,
    notes: g.notes,
    status: g.status,
    showTeamRecords: g.show_team_records,
    homeTeamWins: g.home_team_wins,
    homeTeamLosses: g.home_team_losses,
    awayTeamWins: g.away_team_wins,
    awayTeamLosses: g.away_team_losses,
    line: auditedLine(g),
  };
}

/** The line's figures (numbers, as typed) and source; undefined when the row read has no line columns. */
function auditedLine(g: GameFields) {
  if (g.line_source === undefined) return undefined;
  if (g.line_source === null) return null;
  const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    favorite: g.line_favorite ?? null,
    spread: num(g.line_spread),
    overUnder: num(g.line_over_under),
    source: g.line_source,
  };
}
