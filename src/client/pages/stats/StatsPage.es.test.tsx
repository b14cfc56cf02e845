// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import { userFixture } from '../../../../tests/support/client/users';
import { SAMPLE_STATS } from '../../features/stats/stats-figures';
import StatsPage from './StatsPage';

// Issue 45: the advanced stats screen in Spanish, its weekdays named by Intl in the app's language; English as
// the spec quotes it.

afterEach(() => vi.unstubAllGlobals());

describe('the advanced stats screen', () => {
  it('in Spanish: headings, sections and weekday names', async () => {
    stubTrpc({
      'auth.me': () => userFixture({ subscriptionTier: 'premium', language: 'es' }),
      'users.stats': () => SAMPLE_STATS,
    });
    renderInApp(<StatsPage />, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Estadísticas avanzadas' })).toBeTruthy();
    const weekdays = await screen.findByRole('region', { name: 'Aciertos por día de la semana' });
    expect(within(weekdays).getByRole('columnheader', { name: 'Aciertos' })).toBeTruthy();
    expect(within(weekdays).getByText('Domingo')).toBeTruthy();
    expect(within(weekdays).getByText('Sábado')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Racha a lo largo del tiempo' })).toBeTruthy();
  });

  it('in English, locked for a free player, as player.md words it', async () => {
    stubTrpc({ 'auth.me': () => userFixture() });
    renderInApp(<StatsPage />);
    expect(await screen.findByText('Advanced stats are a premium feature')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Advanced Stats' })).toBeTruthy();
  });
});
