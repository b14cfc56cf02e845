import { APP_NAME } from '../../../shared/constants';
import { streakLabel } from '../../../shared/streak-label';
import { zonedClockTime, zoneLabel } from '../../../shared/time-zones';
import type { PushMessage } from './push.sender';

export type GradedResult = 'win' | 'loss' | 'push';

export interface GradedPickFacts {
  result: GradedResult;
  /** The team the player picked and the other one, with their final scores. */
  picked: { name: string; score: number };
  other: { name: string; score: number };
  /** The player's current streak after this grading. */
  streak: number;
  /** A Fix Score changed a result the player was told about already. */
  correction: boolean;
}

const RESULT_WORD: Record<GradedResult, string> = { win: 'Win!', loss: 'Loss.', push: 'Push.' };

/**
 * One graded pick: "Win! Patriots 24-17 Cardinals. You're on W5." The winner (or, for a tie, the picked
 * team) comes first with its score; a correction says so.
 */
export function pickGradedText(f: GradedPickFacts): PushMessage {
  const pickedFirst = f.picked.score >= f.other.score;
  const [first, second] = pickedFirst ? [f.picked, f.other] : [f.other, f.picked];
  const score = `${first.name} ${first.score}-${second.score} ${second.name}.`;
  const streak = f.streak === 0 ? 'Your streak is ready to start.' : `You're on ${streakLabel(f.streak)}.`;
  const body = `${RESULT_WORD[f.result]} ${score} ${streak}`;
  return {
    title: f.correction ? 'Correction: your pick was re-graded' : 'Your pick was graded',
    body: f.correction ? `Correction: ${body}` : body,
    url: '/picks',
  };
}

/** An achievement just unlocked: its title and description. */
export function achievementText(a: { title: string; description: string; emoji?: string }): PushMessage {
  return {
    title: `Achievement unlocked: ${a.emoji ? `${a.emoji} ` : ''}${a.title}`,
    body: a.description,
    url: '/achievements',
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A time of day in the player's zone with the zone's label, as every screen shows it: "7:30 PM ET". */
export const localTime = (at: Date, timeZone: string): string => zonedClockTime(at, timeZone);

/**
 * The lock reminder: how many games lock soon (the first at `firstLock`, in the player's zone) and how many
 * picks are left today (`null`: no daily cap).
 */
export function lockReminderText(r: {
  games: number;
  firstLock: Date;
  picksLeft: number | null;
  timeZone: string;
}): PushMessage {
  const lock =
    r.games === 1
      ? `1 game you can still pick locks at ${localTime(r.firstLock, r.timeZone)}.`
      : `${r.games} games you can still pick lock from ${localTime(r.firstLock, r.timeZone)}.`;
  const left =
    r.picksLeft === null
      ? 'Make your picks before kick-off.'
      : `You have ${plural(r.picksLeft, 'pick', 'picks')} left today.`;
  return { title: 'Get your picks in', body: `${lock} ${left}`, url: '/' };
}

export interface SlateGame {
  away: string;
  home: string;
  startsAt: Date;
}

/** The daily e-mail: today's games the player may still pick, in their zone, and the picks left. */
export function dailyEmailText(d: {
  games: readonly SlateGame[];
  picksLeft: number | null;
  timeZone: string;
  appUrl: string;
  unsubscribeUrl: string;
}): { subject: string; text: string } {
  const lines = d.games.map((g) => `  ${localTime(g.startsAt, d.timeZone)}  ${g.away} @ ${g.home}`);
  const left =
    d.picksLeft === null
      ? 'You can pick every game.'
      : `You have ${plural(d.picksLeft, 'pick', 'picks')} left today.`;
  return {
    subject: `Today's picks: ${plural(d.games.length, 'game', 'games')} to pick`,
    text: [
      `Today's games you can still pick (times in ${zoneLabel(d.timeZone, d.games[0]?.startsAt)}, ${d.timeZone}):`,
      '',
      ...lines,
      '',
      left,
      `Make your picks: ${d.appUrl}`,
      '',
      `You get this e-mail because e-mail notifications are on in ${APP_NAME}'s settings.`,
      `Turn them off with one click: ${d.unsubscribeUrl}`,
    ].join('\n'),
  };
}
