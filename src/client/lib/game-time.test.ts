import { describe, expect, it } from 'vitest';
import { formatCountdown } from './game-time';

const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('the countdown', () => {
  it('shows hours, minutes and seconds within a day', () => {
    expect(formatCountdown(2 * H + 5 * M + 9 * S)).toBe('2h 05m 09s');
    expect(formatCountdown(23 * H + 59 * M + 59 * S)).toBe('23h 59m 59s');
    expect(formatCountdown(5 * M + 9 * S)).toBe('5m 09s');
    expect(formatCountdown(9 * S)).toBe('9s');
  });

  it("shows days, hours and minutes a day or more ahead (tomorrow's games), not 32h 49m 00s", () => {
    expect(formatCountdown(32 * H + 49 * M)).toBe('1d 08h 49m');
    expect(formatCountdown(24 * H)).toBe('1d 00h 00m');
    expect(formatCountdown(50 * H + 30 * S)).toBe('2d 02h 00m');
  });

  it('shows hours and minutes only once the player stopped the seconds (WCAG 2.2.2)', () => {
    expect(formatCountdown(2 * H + 5 * M + 9 * S, false)).toBe('2h 05m');
    expect(formatCountdown(5 * M + 9 * S, false)).toBe('5m');
    expect(formatCountdown(9 * S, false)).toBe('0m');
    expect(formatCountdown(32 * H + 49 * M, false)).toBe('1d 08h 49m');
  });
});
