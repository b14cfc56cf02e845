import { TEST_NOTIFICATION } from '../../../../shared/schemas/notifications';
import type { NotificationWords } from './notification-words';

// The English of every e-mail and push, letter for letter as the specs and their tests have it.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const EN_WORDS: NotificationWords = {
  intl: 'en-US',
  graded: {
    result: { win: 'Win!', loss: 'Loss.', push: 'Push.' },
    streakReady: 'Your streak is ready to start.',
    onStreak: (label) => `You're on ${label}.`,
    title: 'Your pick was graded',
    correctionTitle: 'Correction: your pick was re-graded',
    correction: (body) => `Correction: ${body}`,
  },
  testPush: TEST_NOTIFICATION.body,
  achievementTitle: (title) => `Achievement unlocked: ${title}`,
  reminder: {
    title: 'Get your picks in',
    oneGame: (time) => `1 game you can still pick locks at ${time}.`,
    games: (count, time) => `${count} games you can still pick lock from ${time}.`,
    noCap: 'Make your picks before kick-off.',
    picksLeft: (n) => `You have ${plural(n, 'pick', 'picks')} left today.`,
  },
  daily: {
    subject: (games) => `Today's picks: ${plural(games, 'game', 'games')} to pick`,
    heading: (label, zone) => `Today's games you can still pick (times in ${label}, ${zone}):`,
    noCap: 'You can pick every game.',
    picksLeft: (n) => `You have ${plural(n, 'pick', 'picks')} left today.`,
    makePicks: (url) => `Make your picks: ${url}`,
    why: (app) => `You get this e-mail because e-mail notifications are on in ${app}'s settings.`,
    unsubscribe: (url) => `Turn them off with one click: ${url}`,
  },
  recap: {
    greeting: (name, week) => `Hi ${name}, here is your week (from ${week}):`,
    record: (record, withPushes) => `Record: ${record} (wins-losses${withPushes ? '-pushes' : ''})`,
    streak: (s) =>
      `You go into the new week on ${
        s > 0 ? `a winning streak of ${s}` : s < 0 ? `a losing run of ${-s}` : 'a fresh start (no streak)'
      }.`,
    bestPick: (team, opponent, share) =>
      `Best pick: ${team} over ${opponent}, picked by ${share}% of players.`,
    noBestPick: 'Best pick: none this week.',
    leagues: 'Your leagues:',
    notRanked: 'not ranked',
    rank: (rank, members) => `#${rank} of ${members}`,
    ledBy: (leader) => `, led by ${leader}`,
    headToHead: (outcome, opponent, mine, theirs) =>
      outcome === 'bye'
        ? '; head-to-head: a bye this week'
        : `; head-to-head: ${outcome === 'won' ? 'you beat' : outcome === 'lost' ? 'you lost to' : 'you tied with'} ${opponent} (${mine} to ${theirs})`,
    makePicks: (url) => `Make this week's picks: ${url}`,
    why: (app, settingsUrl) =>
      `You get this weekly recap because it is on in ${app}'s settings (${settingsUrl}).`,
    unsubscribe: (url) => `Turn e-mails off with one click: ${url}`,
    subject: (record, s) => `Your week: ${record}${s > 0 ? `, W${s} streak` : ''}`,
    pushTitle: (record) => `Your week: ${record}`,
    pushBestPick: (team) => `Best pick: ${team}.`,
    pushRank: (rank, league) => `#${rank} in ${league}.`,
    pushStreak: (s) => `Streak: ${s > 0 ? `W${s}` : s < 0 ? `L${-s}` : 'ready'}.`,
  },
};
