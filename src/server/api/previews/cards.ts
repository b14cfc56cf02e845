import { APP_NAME } from '../../../shared/constants';
import { type CardNode, el } from '../../platform/images/card-image';

// The link previews' cards (1200x630): the product's orange, its name, and what the link shows in large type.

const frame = (eyebrow: string, title: string, lines: string[], footer: string): CardNode =>
  el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      // The padding is outside the box's size (satori lays out content-box): 1200x630 in all.
      width: 1200 - 2 * 64,
      height: 630 - 2 * 56,
      padding: '56px 64px',
      backgroundImage: 'linear-gradient(135deg, #f76707 0%, #d9480f 100%)',
      color: 'white',
      fontFamily: 'Inter',
    },
    el('div', { display: 'flex', fontSize: 34, fontWeight: 700, opacity: 0.9 }, eyebrow),
    el(
      'div',
      { display: 'flex', flexDirection: 'column' },
      el(
        'div',
        { display: 'flex', fontSize: title.length > 24 ? 72 : 96, fontWeight: 800, lineHeight: 1.05 },
        title,
      ),
      ...lines.map((line) =>
        el('div', { display: 'flex', fontSize: 40, marginTop: 18, opacity: 0.95 }, line),
      ),
    ),
    el(
      'div',
      { display: 'flex', justifyContent: 'space-between', fontSize: 30, fontWeight: 700 },
      el('div', { display: 'flex' }, APP_NAME),
      el('div', { display: 'flex', opacity: 0.85 }, footer),
    ),
  );

/** An invite link's card: the league's name, its owner and how many members. */
export const inviteCard = (c: { name: string; owner: string; members: number }) =>
  frame(
    'You are invited to a league',
    c.name,
    [
      `Run by ${c.owner}`,
      `${c.members} ${c.members === 1 ? 'member' : 'members'} · pick winners, build streaks`,
    ],
    'Join free',
  );

/** An achievement's card: the badge's title and what earned it, and who. */
export const achievementCard = (c: { player: string; title: string; description: string }) =>
  frame(`${c.player} unlocked an achievement`, c.title, [c.description], 'Play free');

/** A player's streak card: the current run, their best, their win rate. */
export const streakCard = (c: {
  player: string;
  streak: string;
  best: number;
  winRate: number;
  wins: number;
}) =>
  frame(
    `${c.player}'s streak`,
    c.streak,
    [`Best streak ${c.best} · ${c.wins} wins · ${c.winRate}% win rate`],
    'Can you beat it?',
  );
