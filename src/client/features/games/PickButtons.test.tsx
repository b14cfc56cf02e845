// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameFixture } from '../../../../tests/support/client/games';
import { renderInApp } from '../../../../tests/support/client/render';
import { stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import { OFFLINE_NOTICE_ID } from '../../lib/online';
import { trpc } from '../../lib/trpc';
import { CAP_NOTICE_ID } from './CapNotice';
import { PickButtons } from './PickButtons';

/** The server of today's one game: its pick, once made, comes back with the games. */
function todaysServer() {
  let picked = false;
  return stubTrpc({
    'games.today': () => ({
      day: 'today',
      date: '2026-12-07',
      timezone: 'America/New_York',
      serverTime: new Date().toISOString(),
      games: [gameFixture(picked ? { userPick: pick(20) } : {})],
    }),
    'picks.create': () => {
      picked = true;
      return { id: 7 };
    },
    'games.tomorrow': () => null,
    'picks.mine': () => [],
  });
}

/** The buttons as the home shows them: the game read from today's list, refreshed after a pick. */
function TodaysFirstGame() {
  const today = trpc.games.today.useQuery();
  const game = today.data?.games[0];
  return game ? <PickButtons game={game} capReached={false} /> : null;
}

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
    const server = todaysServer();
    renderInApp(<TodaysFirstGame />);
    const away = await screen.findByRole('button', { name: 'Pick Philadelphia Eagles' });
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

  it('confirm a pick only once the buttons are ready for the next press (a keyboard user changes it at once)', async () => {
    todaysServer();
    renderInApp(<TodaysFirstGame />);
    const away = await screen.findByRole('button', { name: 'Pick Philadelphia Eagles' });
    // What the buttons were each time the confirmation under them changed.
    const seen: { text: string; waiting: boolean; pressed: string | null }[] = [];
    const status = screen.getByTestId('pick-status');
    new MutationObserver(() =>
      seen.push({
        text: status.textContent ?? '',
        waiting: waiting(away),
        pressed: away.getAttribute('aria-pressed'),
      }),
    ).observe(status, { childList: true, characterData: true, subtree: true });
    fireEvent.click(away);
    await waitFor(() => expect(status.textContent).toContain('Pick Submitted!'));
    const shown = seen.filter((s) => s.text.includes('Pick Submitted!'));
    expect(shown.length).toBeGreaterThan(0);
    for (const moment of shown)
      expect(moment).toEqual({ text: moment.text, waiting: false, pressed: 'true' });
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
