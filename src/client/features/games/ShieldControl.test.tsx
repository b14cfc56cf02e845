// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameFixture } from '../../../../tests/support/client/games';
import { renderInApp } from '../../../../tests/support/client/render';
import { stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import { ShieldControl } from './ShieldControl';

afterEach(() => vi.unstubAllGlobals());

const picked = gameFixture({
  userPick: { id: 5, selectedTeamId: 10, result: null, pickedAt: new Date().toISOString() },
});

describe('the streak shield on a game card', () => {
  it('offers a held shield on an open pick, arms it, shows it armed, and takes it off', async () => {
    const server = stubTrpc({
      'picks.shield': () => ({ held: true, armedPickId: null }),
      'picks.armShield': () => ({ held: true, armedPickId: 5 }),
      'picks.disarmShield': () => ({ held: true, armedPickId: null }),
    });
    renderInApp(<ShieldControl game={picked} open />);

    fireEvent.click(await screen.findByRole('button', { name: 'Arm my streak shield' }));
    expect(await screen.findByText('🛡️ Shield armed')).toBeTruthy();
    expect(server.calls.find((c) => c.path === 'picks.armShield')?.input).toEqual({ pickId: 5 });

    fireEvent.click(screen.getByRole('button', { name: 'Take the shield off' }));
    expect(await screen.findByRole('button', { name: 'Arm my streak shield' })).toBeTruthy();
    expect(screen.queryByText('🛡️ Shield armed')).toBeNull();
  });

  it('shows an armed shield on a locked game without a button, and nothing on a game without the pick', async () => {
    stubTrpc({ 'picks.shield': () => ({ held: true, armedPickId: 5 }) });
    const { unmount } = renderInApp(<ShieldControl game={picked} open={false} />);
    expect(await screen.findByText('🛡️ Shield armed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    renderInApp(<ShieldControl game={gameFixture()} open />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('shield')).toBeNull();
  });

  it('offers nothing to a player who holds no shield', async () => {
    const server = stubTrpc({ 'picks.shield': () => ({ held: false, armedPickId: null }) });
    renderInApp(<ShieldControl game={picked} open />);
    await vi.waitFor(() => expect(server.calls.some((c) => c.path === 'picks.shield')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('shield')).toBeNull();
  });
});
