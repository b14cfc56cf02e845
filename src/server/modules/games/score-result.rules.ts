import { ADMIN_TIMEZONE } from '../../../shared/constants';
import { decidedPastADraw, leadingSide, type Side } from '../../../shared/score-side';

export type { Side };

// A final result must agree with its score. Different scores: the side with more points won. Level scores: a
// push, or either team only in soccer, whose knockout games are decided past a draw (penalties) while the score
// stays level. Every other sport settles a level game on the field (overtime, extra innings) before it is final.

export interface ScoredGame {
  sport: string;
  homeName: string;
  awayName: string;
}

/** Why a result contradicts its score (plain words for a 400), or null when it agrees. */
export function resultProblem(
  game: ScoredGame,
  homeScore: number,
  awayScore: number,
  side: Side,
): string | null {
  const name = (s: 'home' | 'away') => (s === 'home' ? game.homeName : game.awayName);
  // Away first, as the game is written (Away @ Home).
  const score = `${game.awayName} ${awayScore}, ${game.homeName} ${homeScore}`;
  const leader = leadingSide(homeScore, awayScore);
  if (leader) {
    if (side === leader) return null;
    if (side === 'push') return `A push needs level scores, but ${name(leader)} scored more (${score}).`;
    return `${name(side)} cannot be the winner: ${name(leader)} scored more (${score}).`;
  }
  if (side === 'push' || decidedPastADraw(game.sport)) return null;
  return `Level scores (${score}) are a push in ${game.sport}: only soccer games are won past a draw.`;
}

const startLabel = new Intl.DateTimeFormat('en-US', {
  timeZone: ADMIN_TIMEZONE,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * Why a final score is refused as early (a 409), or null: a game still scheduled whose start is ahead of `now`
 * takes a final only when the call says `force`.
 */
export function earlyFinalProblem(
  game: { status: string; scheduledTime: Date },
  now: Date,
  force: boolean,
): string | null {
  if (force || game.status !== 'scheduled' || game.scheduledTime.getTime() <= now.getTime()) return null;
  return `This game has not started: it starts ${startLabel.format(game.scheduledTime)}. Send force: true to enter a final score anyway.`;
}
