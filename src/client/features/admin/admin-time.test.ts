import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { denverDate, denverDateTime, denverWallClock } from './admin-time';

// admin.md: every time on the dashboard is Mountain time, labelled MST or MDT as the date requires.

describe('Mountain time on the admin screens', () => {
  it('labels a winter instant MST and a summer one MDT', () => {
    expect(denverDateTime('2026-11-22T02:30:00Z')).toBe('Sat, Nov 21, 2026, 7:30 PM MST');
    expect(denverDateTime('2026-07-04T02:30:00Z')).toBe('Fri, Jul 3, 2026, 8:30 PM MDT');
  });

  it('changes label at the daylight-saving moments of 2026', () => {
    // 2 am MST on 8 March becomes 3 am MDT; 2 am MDT on 1 November becomes 1 am MST.
    expect(denverDateTime('2026-03-08T08:59:00Z')).toBe('Sun, Mar 8, 2026, 1:59 AM MST');
    expect(denverDateTime('2026-03-08T09:00:00Z')).toBe('Sun, Mar 8, 2026, 3:00 AM MDT');
    expect(denverDateTime('2026-11-01T07:59:00Z')).toBe('Sun, Nov 1, 2026, 1:59 AM MDT');
    expect(denverDateTime('2026-11-01T08:00:00Z')).toBe('Sun, Nov 1, 2026, 1:00 AM MST');
  });

  it('gives the Denver date and the wall clock the edit forms take', () => {
    expect(denverDate('2026-11-22T06:59:00Z')).toBe('Nov 21, 2026');
    expect(denverDate('2026-11-22T07:00:00Z')).toBe('Nov 22, 2026');
    expect(denverWallClock('2026-11-22T06:59:00Z')).toEqual({ date: '2026-11-21', time: '23:59' });
    expect(denverWallClock('2026-07-04T02:30:00Z')).toEqual({ date: '2026-07-03', time: '20:30' });
  });

  describe('in Spanish', () => {
    afterEach(() => i18n.changeLanguage('en'));
    // Intl's Spanish puts narrow no-break spaces in 'p. m.': compared with plain spaces.
    const plain = (text: string) => text.replace(/\s/gu, ' ');

    it("reads dates and times through Intl in the app's language, still in Mountain time", async () => {
      await i18n.changeLanguage('es');
      expect(plain(denverDateTime('2026-11-22T02:30:00Z'))).toBe('sáb, 21 nov 2026, 7:30 p.m. GMT-7');
      expect(denverDate('2026-11-22T06:59:00Z')).toBe('21 nov 2026');
      await i18n.changeLanguage('en');
      expect(denverDateTime('2026-11-22T02:30:00Z')).toBe('Sat, Nov 21, 2026, 7:30 PM MST');
    });
  });
});
