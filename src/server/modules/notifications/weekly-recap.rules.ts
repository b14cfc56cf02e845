import { APP_NAME } from '../../../shared/constants';
import type { Locale } from '../../../shared/i18n/locale';
import { addDays, localDay, weekStart } from '../../../shared/periods';
import { localHour } from '../../kernel/player-day';
import type { PushMessage } from './push.sender';
import { wordsFor } from './words/words';

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

/** How a player's head-to-head matchup of the week ended, with both records (wins-losses). */
export interface RecapMatchup {
  outcome: 'won' | 'lost' | 'tied' | 'bye';
  opponent: string | null;
  mine: { wins: number; losses: number };
  theirs: { wins: number; losses: number };
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
  leagues: {
    name: string;
    rank: number | null;
    members: number;
    leader: string | null;
    /** The league's head-to-head matchup of the week (ADR 0049), if the player had one. */
    matchup?: RecapMatchup | null;
  }[];
}

/** The week's recap as an e-mail (subject and plain text, with the unsubscribe link) and as one push, in `locale`. */
export function weeklyRecapText(
  f: RecapFacts,
  links: { appUrl: string; settingsUrl: string; unsubscribeUrl: string },
  locale: Locale = 'en',
): { subject: string; text: string; push: PushMessage } {
  const w = wordsFor(locale).recap;
  const record = `${f.wins}-${f.losses}${f.pushes > 0 ? `-${f.pushes}` : ''}`;
  const best = f.bestPick ? w.bestPick(f.bestPick.team, f.bestPick.opponent, f.bestPick.share) : w.noBestPick;
  const leagueLines = f.leagues.map(
    (l) =>
      `  ${l.name}: ${l.rank === null ? w.notRanked : w.rank(l.rank, l.members)}` +
      (l.leader ? w.ledBy(l.leader) : '') +
      (l.matchup
        ? w.headToHead(
            l.matchup.outcome,
            l.matchup.opponent,
            `${l.matchup.mine.wins}-${l.matchup.mine.losses}`,
            `${l.matchup.theirs.wins}-${l.matchup.theirs.losses}`,
          )
        : ''),
  );
  const text = [
    w.greeting(f.name, f.week),
    '',
    w.record(record, f.pushes > 0),
    w.streak(f.streak),
    best,
    ...(leagueLines.length > 0 ? ['', w.leagues, ...leagueLines] : []),
    '',
    w.makePicks(f.leagues.length > 0 ? `${links.appUrl}leagues` : links.appUrl),
    '',
    w.why(APP_NAME, links.settingsUrl),
    w.unsubscribe(links.unsubscribeUrl),
  ].join('\n');
  const top = f.leagues.find((l) => l.rank !== null);
  return {
    subject: w.subject(record, f.streak),
    text,
    push: {
      title: w.pushTitle(record),
      body: [
        f.bestPick ? w.pushBestPick(f.bestPick.team) : null,
        top && top.rank !== null ? w.pushRank(top.rank, top.name) : null,
        w.pushStreak(f.streak),
      ]
        .filter(Boolean)
        .join(' '),
      url: f.leagues.length > 0 ? '/leagues' : '/',
    },
  };
}

/** The key that makes a week's recap go out once per player. */
export const recapKey = (userId: number, week: string) => `weekly-recap:${userId}:${week}`;
