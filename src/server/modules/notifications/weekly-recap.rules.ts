import { APP_NAME } from '../../../shared/constants';
import { addDays, localDay, weekStart } from '../../../shared/periods';
import { localHour } from '../../kernel/player-day';
import type { PushMessage } from './push.sender';

/** The local hour from which a week's recap goes out (the Monday after the week, in the player's zone). */
export const RECAP_HOUR = 9;

/** The last week that has closed (the boards' weeks: Monday to Sunday, New York), by its first day. */
export const closedWeek = (now: Date): string => addDays(weekStart(now), -7);

/**
 * Whether a player in `timeZone` is due the recap of the week that closed last: from 09:00 on the first local day
 * after it (Monday), and any time on the days after (a job that was down catches up within the week).
 */
export function recapDue(now: Date, timeZone: string): boolean {
  const lastDay = addDays(closedWeek(now), 6);
  const today = localDay(now, timeZone).date;
  if (today <= lastDay) return false;
  return today > addDays(lastDay, 1) || localHour(now, timeZone) >= RECAP_HOUR;
}

/** What a week's recap says of a player. */
export interface RecapFacts {
  name: string;
  week: string;
  wins: number;
  losses: number;
  pushes: number;
  streak: number;
  /** The boldest right pick: the team, its opponent, and the share of everyone who picked it. */
  bestPick: { team: string; opponent: string; share: number } | null;
  leagues: { name: string; rank: number | null; members: number; leader: string | null }[];
}

const streakWords = (s: number) =>
  s > 0 ? `a winning streak of ${s}` : s < 0 ? `a losing run of ${-s}` : 'a fresh start (no streak)';

/** The week's recap as an e-mail (subject and plain text, with the unsubscribe link) and as one push. */
export function weeklyRecapText(
  f: RecapFacts,
  links: { appUrl: string; settingsUrl: string; unsubscribeUrl: string },
): { subject: string; text: string; push: PushMessage } {
  const record = `${f.wins}-${f.losses}${f.pushes > 0 ? `-${f.pushes}` : ''}`;
  const best = f.bestPick
    ? `Best pick: ${f.bestPick.team} over ${f.bestPick.opponent}, picked by ${f.bestPick.share}% of players.`
    : 'Best pick: none this week.';
  const leagueLines = f.leagues.map(
    (l) =>
      `  ${l.name}: ${l.rank === null ? 'not ranked' : `#${l.rank} of ${l.members}`}` +
      (l.leader ? `, led by ${l.leader}` : ''),
  );
  const text = [
    `Hi ${f.name}, here is your week (from ${f.week}):`,
    '',
    `Record: ${record} (wins-losses${f.pushes > 0 ? '-pushes' : ''})`,
    `You go into the new week on ${streakWords(f.streak)}.`,
    best,
    ...(leagueLines.length > 0 ? ['', 'Your leagues:', ...leagueLines] : []),
    '',
    `Make this week's picks: ${f.leagues.length > 0 ? `${links.appUrl}leagues` : links.appUrl}`,
    '',
    `You get this weekly recap because it is on in ${APP_NAME}'s settings (${links.settingsUrl}).`,
    `Turn e-mails off with one click: ${links.unsubscribeUrl}`,
  ].join('\n');
  const top = f.leagues.find((l) => l.rank !== null);
  return {
    subject: `Your week: ${record}${f.streak > 0 ? `, W${f.streak} streak` : ''}`,
    text,
    push: {
      title: `Your week: ${record}`,
      body: [
        f.bestPick ? `Best pick: ${f.bestPick.team}.` : null,
        top ? `#${top.rank} in ${top.name}.` : null,
        `Streak: ${f.streak > 0 ? `W${f.streak}` : f.streak < 0 ? `L${-f.streak}` : 'ready'}.`,
      ]
        .filter(Boolean)
        .join(' '),
      url: f.leagues.length > 0 ? '/leagues' : '/',
    },
  };
}

/** The key that makes a week's recap go out once per player. */
export const recapKey = (userId: number, week: string) => `weekly-recap:${userId}:${week}`;
