// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import type { MonthWinner } from '../../../shared/schemas/prizes';
import { WinnerBanner } from './WinnerBanner';

const player = (userId: number, username: string) => ({
  userId,
  username,
  firstName: '',
  lastName: '',
  avatarKey: 'a1',
  peakStreak: 7,
  wins: 20,
  picks: 25,
  winPercentage: 80,
  peakReachedAt: '2026-10-12T23:00:00.000Z',
});

const october = (winners: MonthWinner['winners'], decidedBy: MonthWinner['decidedBy']): MonthWinner => ({
  month: '2026-10',
  prizeId: 1,
  prizeTitle: 'Big TV',
  winners,
  shared: winners.length > 1,
  decidedBy,
  runnerUp: null,
  decidedAt: '2026-11-01T05:00:00.000Z',
});

describe("last month's winner on the home page", () => {
  beforeEach(() => localStorage.clear());

  it('names the winner, the figures and the step that decided, to every player', () => {
    renderInApp(<WinnerBanner winner={october([player(1, 'ann')], 'peak_reached_at')} viewerId={9} />);
    const banner = screen.getByTestId('winner-banner');
    expect(banner.textContent).toContain('October 2026 winner');
    expect(banner.textContent).toContain('ann won Big TV');
    expect(banner.textContent).toContain('Peak streak 7 · 20 wins · 80%');
    expect(banner.textContent).toContain('decided by who reached the peak first');
  });

  it('says a tie through every step is shared', () => {
    renderInApp(
      <WinnerBanner winner={october([player(1, 'ann'), player(2, 'bob')], 'shared')} viewerId={9} />,
    );
    expect(screen.getByTestId('winner-banner').textContent).toContain('ann, bob share Big TV');
    expect(screen.getByTestId('winner-banner').textContent).toContain('the prize is shared');
  });

  it("shows the winner their own celebration once, then the banner like everyone's", () => {
    const winner = october([player(9, 'me')], 'streak');
    const first = renderInApp(<WinnerBanner winner={winner} viewerId={9} />);
    expect(screen.getByTestId('winner-celebration').textContent).toContain('You won the October 2026 prize!');
    fireEvent.click(screen.getByRole('button', { name: 'Thanks!' }));
    expect(screen.getByTestId('winner-banner')).toBeTruthy();
    first.unmount();
    renderInApp(<WinnerBanner winner={winner} viewerId={9} />);
    expect(screen.queryByTestId('winner-celebration')).toBeNull();
  });
});
