// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameFixture, HOUR, MINUTE } from '../../../../tests/support/client/games';
import { renderInApp } from '../../../../tests/support/client/render';
import { CapNotice } from './CapNotice';
import { GameCard } from './GameCard';

const ZONE = 'America/New_York';

function renderCard(overrides: Parameters<typeof gameFixture>[0] = {}) {
  renderInApp(<GameCard game={gameFixture(overrides)} timeZone={ZONE} capReached={false} />, {
    language: 'es',
  });
  return screen.getByRole('article');
}

describe('the game card in Spanish', () => {
  it('before the start: EMPIEZA EN, Spanish pick buttons, a Spanish clock, no picks yet', () => {
    const card = renderCard({ scheduledTime: new Date(Date.now() + 3 * HOUR).toISOString() });
    expect(card.getAttribute('aria-label')).toBe('Philadelphia Eagles en casa de Dallas Cowboys');
    expect(within(card).getByTestId('countdown').textContent).toMatch(/^EMPIEZA EN \d/);
    expect(within(card).getByRole('button', { name: 'Elegir a Philadelphia Eagles' })).toBeTruthy();
    expect(within(card).getByText('(local)')).toBeTruthy();
    expect(within(card).getByTestId('pick-stats').textContent).toBe('Todavía no hay elecciones');
    // Intl in Latin-American Spanish: 'p.m.'/'a.m.', not 'PM'.
    expect(card.textContent).toMatch(/\d{1,2}:\d{2}\s?[ap]\.\s?m\. ET/);
  });

  it('live, picked: EN JUEGO and the pick, PENDIENTE', () => {
    const card = renderCard({
      status: 'live',
      scheduledTime: new Date(Date.now() - HOUR).toISOString(),
      homeScore: 14,
      awayScore: 7,
      userPick: { id: 5, selectedTeamId: 10, result: null, pickedAt: new Date().toISOString() },
    });
    expect(within(card).getByTestId('countdown').textContent).toBe('EN JUEGO');
    expect(within(card).getByTestId('pick-result').textContent).toMatch(/^Tu elección: .+PENDIENTE$/);
    expect(within(card).getByLabelText('Marcador de Dallas Cowboys: 14')).toBeTruthy();
  });

  it('a game under 30 minutes away says POR EMPEZAR', () => {
    renderCard({ scheduledTime: new Date(Date.now() + 10 * MINUTE).toISOString() });
    expect(screen.getByTestId('countdown').textContent).toBe('POR EMPEZAR');
  });

  it('the cap notice in Spanish', () => {
    renderInApp(<CapNotice used={3} max={3} day="today" timeZone={ZONE} />, { language: 'es' });
    expect(screen.getByTestId('daily-picks').textContent).toBe(
      'Llegaste al límite diario: usaste 3 de 3 elecciones hoy. Vuelve mañana para elegir más.',
    );
  });

  it('la línea y el no favorito, en español', () => {
    const card = renderCard({
      line: {
        favorite: 'away',
        spread: 2.5,
        overUnder: 44.5,
        details: null,
        source: 'admin',
        asOf: '2026-12-06T19:00:00.000Z',
      },
      underdog: 'home',
    });
    expect(within(card).getByTestId('game-line').textContent).toMatch(
      /^Línea: PHI -2[.,]5 · Más\/Menos 44[.,]5 · fijada por el administrador, a fecha de .+ ET$/,
    );
    expect(within(within(card).getByTestId('team-home')).getByTestId('underdog-badge').textContent).toBe(
      'No favorito',
    );
  });
});
