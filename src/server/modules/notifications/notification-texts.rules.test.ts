import { describe, expect, it } from 'vitest';
import { streakLabel } from '../../../shared/streak-label';
import {
  achievementText,
  dailyEmailText,
  lockReminderText,
  pickGradedText,
} from './notification-texts.rules';
import { dailyEmailDay, isQuietHour, picksLeft, reminderDue } from './reminder.rules';

const patriots = (score: number) => ({ name: 'Patriots', score });
const cardinals = (score: number) => ({ name: 'Cardinals', score });

describe('pick graded text', () => {
  it.each([
    [
      { result: 'win', picked: patriots(24), other: cardinals(17), streak: 5 },
      "Win! Patriots 24-17 Cardinals. You're on W5.",
    ],
    [
      { result: 'loss', picked: patriots(17), other: cardinals(24), streak: -1 },
      "Loss. Cardinals 24-17 Patriots. You're on L1.",
    ],
    [
      { result: 'push', picked: patriots(20), other: cardinals(20), streak: 3 },
      "Push. Patriots 20-20 Cardinals. You're on W3.",
    ],
    [
      { result: 'push', picked: patriots(20), other: cardinals(20), streak: 0 },
      'Push. Patriots 20-20 Cardinals. Your streak is ready to start.',
    ],
  ] as const)('%j', (facts, body) => {
    expect(pickGradedText({ ...facts, correction: false })).toEqual({
      title: 'Your pick was graded',
      body,
      url: '/picks',
    });
  });

  it('marks a Fix Score that changed the result as a correction', () => {
    const text = pickGradedText({
      result: 'loss',
      picked: patriots(17),
      other: cardinals(24),
      streak: -1,
      correction: true,
    });
    expect(text.body).toBe("Correction: Loss. Cardinals 24-17 Patriots. You're on L1.");
    expect(text.title).toMatch(/^Correction/);
  });

  it('labels streaks as the app shows them', () => {
    expect([streakLabel(5), streakLabel(-2), streakLabel(0)]).toEqual(['W5', 'L2', 'READY']);
  });
});

describe('achievement text', () => {
  it('gives the title and description and opens the achievements page', () => {
    expect(
      achievementText({ title: 'Hot Streak', description: 'Win 10 picks in a row', emoji: '🔥' }),
    ).toEqual({
      title: 'Achievement unlocked: 🔥 Hot Streak',
      body: 'Win 10 picks in a row',
      url: '/achievements',
    });
  });
});

describe('lock reminder', () => {
  const firstLock = new Date('2026-11-21T00:30:00Z');
  it('names the games, the first lock in the player zone and the picks left', () => {
    expect(lockReminderText({ games: 2, firstLock, picksLeft: 1, timeZone: 'America/Chicago' }).body).toBe(
      '2 games you can still pick lock from 6:30 PM CT. You have 1 pick left today.',
    );
    expect(
      lockReminderText({ games: 1, firstLock, picksLeft: 3, timeZone: 'America/Los_Angeles' }).body,
    ).toBe('1 game you can still pick locks at 4:30 PM PT. You have 3 picks left today.');
  });

  it("gives any zone's time with that zone's own abbreviation", () => {
    const summer = new Date('2026-07-04T18:30:00Z');
    const text = (timeZone: string, firstLock = summer) =>
      lockReminderText({ games: 1, firstLock, picksLeft: null, timeZone }).body;
    expect(text('Europe/London')).toBe(
      '1 game you can still pick locks at 7:30 PM BST. Make your picks before kick-off.',
    );
    expect(text('Europe/London', firstLock)).toContain('locks at 12:30 AM GMT.');
    expect(text('Europe/Madrid')).toContain('locks at 8:30 PM CEST.');
    expect(text('America/Mexico_City')).toContain('locks at 12:30 PM CST.');
  });

  it('is due with a pickable game soon, outside quiet hours, three hours after the last one', () => {
    const now = new Date('2026-11-21T18:00:00Z'); // 12:00 in Chicago
    const zone = 'America/Chicago';
    expect(reminderDue({ now, timeZone: zone, lastReminderAt: null, gamesLockingSoon: 1 })).toBe(true);
    expect(reminderDue({ now, timeZone: zone, lastReminderAt: null, gamesLockingSoon: 0 })).toBe(false);
    const twoHoursAgo = new Date(now.getTime() - 2 * 3600_000 - 59 * 60_000);
    expect(reminderDue({ now, timeZone: zone, lastReminderAt: twoHoursAgo, gamesLockingSoon: 1 })).toBe(
      false,
    );
    const threeHoursAgo = new Date(now.getTime() - 3 * 3600_000);
    expect(reminderDue({ now, timeZone: zone, lastReminderAt: threeHoursAgo, gamesLockingSoon: 1 })).toBe(
      true,
    );
  });

  it('keeps quiet from 22:00 until 08:00 in the player zone', () => {
    const zone = 'America/New_York';
    expect(isQuietHour(new Date('2026-11-22T02:59:00Z'), zone)).toBe(false); // 21:59
    expect(isQuietHour(new Date('2026-11-22T03:00:00Z'), zone)).toBe(true); // 22:00
    expect(isQuietHour(new Date('2026-11-22T12:59:00Z'), zone)).toBe(true); // 07:59
    expect(isQuietHour(new Date('2026-11-22T13:00:00Z'), zone)).toBe(false); // 08:00
    // 22:30 in New York is 19:30 in Los Angeles: one sleeps, the other is reminded.
    const at = new Date('2026-11-22T03:30:00Z');
    expect(reminderDue({ now: at, timeZone: zone, lastReminderAt: null, gamesLockingSoon: 1 })).toBe(false);
    expect(
      reminderDue({ now: at, timeZone: 'America/Los_Angeles', lastReminderAt: null, gamesLockingSoon: 1 }),
    ).toBe(true);
  });

  it('counts picks left under the cap', () => {
    expect([picksLeft(3, 1), picksLeft(3, 5), picksLeft(null, 9)]).toEqual([2, 0, null]);
  });
});

describe('daily e-mail', () => {
  it('is due from 09:00 in the player zone, named by their day', () => {
    expect(dailyEmailDay(new Date('2026-11-21T13:59:00Z'), 'America/New_York')).toBeNull(); // 08:59
    expect(dailyEmailDay(new Date('2026-11-21T14:00:00Z'), 'America/New_York')).toBe('2026-11-21');
    expect(dailyEmailDay(new Date('2026-11-21T14:00:00Z'), 'Pacific/Honolulu')).toBeNull(); // 04:00
    expect(dailyEmailDay(new Date('2026-11-22T03:00:00Z'), 'America/New_York')).toBeNull(); // 22:00
  });

  it("lists today's slate in the player's zone with the picks left and the unsubscribe link", () => {
    const mail = dailyEmailText({
      games: [{ away: 'Cardinals', home: 'Patriots', startsAt: new Date('2026-11-21T18:00:00Z') }],
      picksLeft: 2,
      timeZone: 'America/Denver',
      appUrl: 'https://picks.example.com/',
      unsubscribeUrl: 'https://picks.example.com/unsubscribe?t=x',
    });
    expect(mail.subject).toBe("Today's picks: 1 game to pick");
    expect(mail.text).toContain("Today's games you can still pick (times in MT, America/Denver):");
    expect(mail.text).toContain('11:00 AM MT  Cardinals @ Patriots');
    expect(mail.text).toContain('You have 2 picks left today.');
    expect(mail.text).toContain('https://picks.example.com/unsubscribe?t=x');
  });
});
