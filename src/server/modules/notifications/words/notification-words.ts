// What the notifications say (ADR 0047): the sentences every language's words object (en.ts, es.ts) must give.
// The interface makes a text missing in a language a compile error.

/** The result of a graded pick. */
export type GradedResult = 'win' | 'loss' | 'push';

export interface NotificationWords {
  /** The Intl locale of dates and times ('es-ES': 19:30). */
  intl: string;
  graded: {
    result: Record<GradedResult, string>;
    /** After a pick's result: the streak now. */
    streakReady: string;
    onStreak: (label: string) => string;
    title: string;
    correctionTitle: string;
    correction: (body: string) => string;
  };
  /** The body of Settings' test notification (its title is the app's name). */
  testPush: string;
  /** "Achievement unlocked: ⭐ Rookie Star" (the emoji and a space come first when there is one). */
  achievementTitle: (titleWithEmoji: string) => string;
  reminder: {
    title: string;
    /** `time` is the first lock in the player's zone ("7:30 PM ET"). */
    oneGame: (time: string) => string;
    games: (count: number, time: string) => string;
    noCap: string;
    picksLeft: (count: number) => string;
  };
  daily: {
    subject: (games: number) => string;
    /** `label` is the zone's short label (ET), `zone` its IANA name. */
    heading: (label: string, zone: string) => string;
    noCap: string;
    picksLeft: (count: number) => string;
    makePicks: (url: string) => string;
    why: (app: string) => string;
    unsubscribe: (url: string) => string;
  };
  recap: {
    greeting: (name: string, week: string) => string;
    /** `record` is wins-losses(-pushes), e.g. 5-2-1. */
    record: (record: string, withPushes: boolean) => string;
    streak: (streak: number) => string;
    bestPick: (team: string, opponent: string, share: number) => string;
    noBestPick: string;
    leagues: string;
    notRanked: string;
    rank: (rank: number, members: number) => string;
    ledBy: (leader: string) => string;
    /** The league's head-to-head matchup of the week: won, lost or tied against `opponent`, or a bye. */
    headToHead: (
      outcome: 'won' | 'lost' | 'tied' | 'bye',
      opponent: string | null,
      mine: string,
      theirs: string,
    ) => string;
    makePicks: (url: string) => string;
    why: (app: string, settingsUrl: string) => string;
    unsubscribe: (url: string) => string;
    subject: (record: string, streak: number) => string;
    pushTitle: (record: string) => string;
    pushBestPick: (team: string) => string;
    pushRank: (rank: number, league: string) => string;
    /** W3, L2, or "ready" for no streak. */
    pushStreak: (streak: number) => string;
  };
}
