// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameFixture } from '../../../../tests/support/client/games';
import { renderInApp } from '../../../../tests/support/client/render';
import { stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import { OFFLINE_NOTICE_ID } from '../../lib/online';
import { CAP_NOTICE_ID } from './CapNotice';
import { PickButtons } from './PickButtons';

const pick = (selectedTeamId: number) => ({
  id: 7,
  selectedTeamId,
  result: null,
  pickedAt: new Date().toISOString(),
});
const waiting = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('the pick buttons', () => {
  it('offer both teams, none pressed, before a pick', () => {
    renderInApp(<PickButtons game={gameFixture()} capReached={false} />);
    const away = screen.getByRole('button', { name: 'Pick Philadelphia Eagles' });
    const home = screen.getByRole('button', { name: 'Pick Dallas Cowboys' });
    expect(away.getAttribute('aria-pressed')).toBe('false');
    expect(home.getAttribute('aria-pressed')).toBe('false');
    expect(waiting(away)).toBe(false);
  });

  it('mark the chosen team and leave the other open to change the pick', () => {
    renderInApp(<PickButtons game={gameFixture({ userPick: pick(10) })} capReached />);
    const chosen = screen.getByRole('button', { name: 'Dallas Cowboys (your pick)' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    // The cap does not stop a change of an existing pick.
    expect(waiting(screen.getByRole('button', { name: 'Pick Philadelphia Eagles' }))).toBe(false);
  });

  it('wait at the daily cap for a game without a pick, pointing to the one cap message (not their own)', () => {
    const server = stubTrpc({});
    renderInApp(<PickButtons game={gameFixture()} capReached />);
    for (const button of screen.getAllByRole('button')) {
      expect(waiting(button)).toBe(true);
      // Still focusable: the keyboard can reach them and hear why they wait.
      expect(button.hasAttribute('disabled')).toBe(false);
      expect(button.getAttribute('aria-describedby')).toContain(CAP_NOTICE_ID);
      fireEvent.click(button);
    }
    expect(screen.queryByText(/Come back tomorrow/)).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('wait when the server says the player cannot pick', () => {
    renderInApp(<PickButtons game={gameFixture({ canPick: false })} capReached={false} />);
    for (const button of screen.getAllByRole('button')) expect(waiting(button)).toBe(true);
  });

  it('look disabled offline and send nothing, pointing to the offline notice', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    const server = stubTrpc({});
    renderInApp(<PickButtons game={gameFixture()} capReached={false} />);
    const away = screen.getByRole('button', { name: 'Pick Philadelphia Eagles' });
    expect(waiting(away)).toBe(true);
    expect(away.dataset.disabled).toBe('true');
    expect(away.getAttribute('aria-describedby')).toContain(OFFLINE_NOTICE_ID);
    fireEvent.click(away);
    expect(server.calls).toEqual([]);
  });

  it('keep the focus on the button pressed and confirm the pick quietly, without a toast', async () => {
    const server = stubTrpc({ 'picks.create': () => ({ id: 7 }) });
    renderInApp(<PickButtons game={gameFixture()} capReached={false} />);
    const away = screen.getByRole('button', { name: 'Pick Philadelphia Eagles' });
    away.focus();
    fireEvent.click(away);
    await waitFor(() =>
      expect(screen.getByTestId('pick-status').textContent).toBe(
        'Pick Submitted! Your pick has been recorded successfully.',
      ),
    );
    expect(server.calls.map((c) => c.path)).toContain('picks.create');
    expect(document.activeElement).toBe(away);
    expect(screen.getByTestId('pick-status').getAttribute('role')).toBe('status');
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });

  it('show the free category custom pick texts', () => {
    renderInApp(
      <PickButtons
        game={gameFixture({
          sport: 'Special',
          homeTeamPickOption: 'Over 45.5',
          awayTeamPickOption: 'Under 45.5',
        })}
        capReached={false}
      />,
    );
    expect(screen.getByRole('button', { name: 'Pick Over 45.5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pick Under 45.5' })).toBeTruthy();
  });
});
