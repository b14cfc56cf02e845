// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import type { PlayerSummary, Profile } from '../../../shared/schemas/players';
import { PlayerProfileDialog } from './PlayerProfileDialog';
import { ProfileSummary } from './ProfileSummary';

// The streak shield on a profile (ADR 0050): a badge while the player holds one, "armed" only on their own profile
// (the server sends null to anyone else), nothing without one.

const ME = 3;

const player = (overrides: Partial<PlayerSummary> = {}): PlayerSummary => ({
  id: 8,
  username: 'shield_bearer',
  firstName: 'Sam',
  lastName: 'Bearer',
  avatarKey: 'geometric-2',
  subscriptionTier: 'free',
  currentStreak: 6,
  longestStreak: 6,
  totalWins: 6,
  totalLosses: 0,
  totalPushes: 0,
  totalPicks: 6,
  winPercentage: 100,
  shieldHeld: true,
  shieldArmed: null,
  ...overrides,
});

describe("a profile's streak shield", () => {
  it("shows another player's held shield from the profile the server sends", async () => {
    const profile: Profile = { user: player(), picks: [] };
    stubTrpc({ 'players.profile': () => profile });
    renderInApp(
      <PlayerProfileDialog userId={8} onClose={() => {}} viewerId={ME} timeZone="America/New_York" />,
    );
    expect((await screen.findByTestId('profile-shield')).textContent).toBe('🛡️ Streak shield');
  });

  it('says armed on my own profile while my shield is on a pick', () => {
    renderInApp(<ProfileSummary player={player({ id: ME, shieldArmed: true })} isViewer />);
    expect(screen.getByTestId('profile-shield').textContent).toBe('🛡️ Shield armed on a pick');
  });

  it('shows nothing without a shield', () => {
    renderInApp(<ProfileSummary player={player({ shieldHeld: false })} isViewer={false} />);
    expect(screen.getByTestId('profile-name')).toBeTruthy();
    expect(screen.queryByTestId('profile-shield')).toBeNull();
  });

  it('speaks Spanish', () => {
    renderInApp(
      <>
        <ProfileSummary player={player()} isViewer={false} />
        <ProfileSummary player={player({ id: ME, shieldArmed: true })} isViewer />
      </>,
      { language: 'es' },
    );
    expect(screen.getAllByTestId('profile-shield').map((b) => b.textContent)).toEqual([
      '🛡️ Escudo de racha',
      '🛡️ Escudo activado en una elección',
    ]);
  });
});
