// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { currentUnlock, enqueueUnlock, holdUnlocks, resetUnlocks } from '../../lib/unlock-queue';
import { UnlockCelebration } from './UnlockCelebration';

const dialog = () => screen.findByRole('dialog', {}, { timeout: 5000 });

describe('the unlock celebration', () => {
  beforeEach(() => resetUnlocks());
  afterEach(() => {
    vi.useRealTimers();
    resetUnlocks();
  });

  it('opens the share dialog for an unlock, with share links and copy', async () => {
    renderInApp(<UnlockCelebration />);
    act(() => enqueueUnlock('rookie_star'));
    const shown = await dialog();
    expect(shown.textContent).toContain('Achievement Unlocked!');
    expect(shown.textContent).toContain('Rookie Star');
    expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toMatch(
      /facebook\.com/,
    );
    expect(screen.getByRole('button', { name: 'Copy to Clipboard' })).toBeTruthy();
    expect(screen.getByTestId('unlock-next').textContent).toBe('Keep playing');
  });

  it('shows one unlock at a time, the next after the first is closed', async () => {
    renderInApp(<UnlockCelebration />);
    act(() => {
      enqueueUnlock('rookie_star');
      enqueueUnlock('first_five');
      enqueueUnlock('rookie_star'); // the same unlock twice is celebrated once
    });
    await dialog();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByTestId('unlock-next').textContent).toBe('Next achievement (1 more)');
    fireEvent.click(screen.getByTestId('unlock-next'));
    await waitFor(() => expect(screen.getByRole('dialog').textContent).not.toContain('Rookie Star'));
    expect(screen.getByTestId('unlock-next').textContent).toBe('Keep playing');
    fireEvent.click(screen.getByTestId('unlock-next'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('waits while a pick result is read, then opens', async () => {
    renderInApp(<UnlockCelebration />);
    act(() => {
      holdUnlocks(400);
      enqueueUnlock('rookie_star');
    });
    expect(currentUnlock()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await dialog();
    expect(currentUnlock()).toBe('rookie_star');
  });

  it('is kept when the screen showing it goes away, and shows on the next', async () => {
    const first = renderInApp(<UnlockCelebration />);
    act(() => enqueueUnlock('rookie_star'));
    await dialog();
    first.unmount();
    renderInApp(<UnlockCelebration />);
    expect((await dialog()).textContent).toContain('Rookie Star');
    expect(JSON.parse(sessionStorage.getItem('pickem.unlocks') ?? '[]')).toEqual(['rookie_star']);
  });
});
