// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { gameFixture } from '../../../../tests/support/client/games';
import { renderInApp } from '../../../../tests/support/client/render';
import { setCountdownSeconds } from '../../lib/countdown-seconds';
import { CountdownBadge } from './CountdownBadge';
import { CountdownSecondsButton } from './CountdownSecondsButton';

const HOUR = 3_600_000;
const inTwoHours = () =>
  gameFixture({ scheduledTime: new Date(Date.now() + 2 * HOUR + 5_000).toISOString() });

function renderList(language: 'en' | 'es' = 'en') {
  renderInApp(
    <>
      <CountdownSecondsButton />
      <CountdownBadge game={inTwoHours()} />
    </>,
    { language },
  );
  return screen.getByTestId('countdown');
}

afterEach(() => {
  act(() => setCountdownSeconds(true));
  localStorage.clear();
});

// WCAG 2.2.2 Pause, Stop, Hide (docs/accessibility.md): the countdowns' seconds can be stopped.
describe('the countdowns’ seconds', () => {
  it('tick by default; the button stops them, says how to get them back, and this device remembers', () => {
    const badge = renderList();
    expect(badge.textContent).toMatch(/^STARTS IN 2h 00m \d{2}s$/);

    fireEvent.click(screen.getByRole('button', { name: 'Stop the seconds' }));
    expect(badge.textContent).toBe('STARTS IN 2h 00m');
    expect(localStorage.getItem('pk-countdown-seconds')).toBe('off');

    fireEvent.click(screen.getByRole('button', { name: 'Show the seconds' }));
    expect(badge.textContent).toMatch(/^STARTS IN 2h 00m \d{2}s$/);
    expect(localStorage.getItem('pk-countdown-seconds')).toBe('on');
  });

  it('stopped, the countdown does not change from one second to the next', async () => {
    const badge = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Stop the seconds' }));
    const shown = badge.textContent;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_100)));
    expect(badge.textContent).toBe(shown);
  });

  it('speaks Spanish', () => {
    const badge = renderList('es');
    fireEvent.click(screen.getByRole('button', { name: 'Detener los segundos' }));
    expect(badge.textContent).toBe('EMPIEZA EN 2h 00m');
    expect(screen.getByRole('button', { name: 'Mostrar los segundos' })).toBeTruthy();
  });
});
