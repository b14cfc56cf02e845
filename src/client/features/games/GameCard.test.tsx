// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameFixture, HOUR, MINUTE } from '../../../../tests/support/client/games';
import { renderInApp } from '../../../../tests/support/client/render';
import { GameCard } from './GameCard';

const ZONE = 'America/New_York';

function renderCard(overrides: Parameters<typeof gameFixture>[0] = {}, capReached = false) {
  renderInApp(<GameCard game={gameFixture(overrides)} timeZone={ZONE} capReached={capReached} />);
  return screen.getByRole('article');
}

describe('the game card', () => {
  it('before the start: STARTS IN, both teams with records, two pick buttons', () => {
    const card = renderCard();
    expect(within(card).getByTestId('countdown').dataset.state).toBe('starts-in-blue');
    expect(within(card).getByTestId('countdown').textContent).toMatch(/^STARTS IN \d/);
    expect(
      within(card)
        .getAllByTestId('team-record')
        .map((r) => r.textContent),
    ).toEqual(['8-2', '7-3']);
    expect(within(card).getByRole('button', { name: 'Pick Philadelphia Eagles' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Pick Dallas Cowboys' })).toBeTruthy();
    expect(within(card).getByTestId('pick-stats').textContent).toBe('No picks yet');
  });

  it('counts down in yellow under an hour and says STARTING SOON under 30 minutes', () => {
    renderCard({ scheduledTime: new Date(Date.now() + 45 * MINUTE).toISOString() });
    expect(screen.getByTestId('countdown').dataset.state).toBe('starts-in-yellow');
  });

  it('says STARTING SOON under 30 minutes', () => {
    renderCard({ scheduledTime: new Date(Date.now() + 10 * MINUTE).toISOString() });
    expect(screen.getByTestId('countdown').textContent).toBe('STARTING SOON');
  });

  it('live: IN PROGRESS, the clock label and the scores; the pick is locked', () => {
    const card = renderCard({
      status: 'live',
      scheduledTime: new Date(Date.now() - HOUR).toISOString(),
      homeScore: 14,
      awayScore: 7,
      timeRemaining: 'HALFTIME',
      userPick: { id: 5, selectedTeamId: 10, result: null, pickedAt: new Date().toISOString() },
    });
    expect(within(card).getByTestId('countdown').textContent).toBe('IN PROGRESS');
    expect(within(card).getByTestId('live-clock').textContent).toBe('HALFTIME');
    expect(within(card).getByTestId('score-home').textContent).toBe('14');
    expect(within(card).getByTestId('pick-result').dataset.result).toBe('PENDING');
    expect(within(card).queryByRole('button', { name: /Pick / })).toBeNull();
  });

  it('a start that has passed counts as in progress even while marked scheduled', () => {
    const card = renderCard({ scheduledTime: new Date(Date.now() - MINUTE).toISOString() });
    expect(within(card).getByTestId('countdown').textContent).toBe('IN PROGRESS');
    expect(within(card).getByTestId('picks-locked')).toBeTruthy();
  });

  it('final: FINAL and the graded pick, won or lost', () => {
    const card = renderCard({
      status: 'completed',
      scheduledTime: new Date(Date.now() - 4 * HOUR).toISOString(),
      homeScore: 24,
      awayScore: 17,
      winnerId: 10,
      userPick: { id: 5, selectedTeamId: 20, result: 'loss', pickedAt: new Date().toISOString() },
    });
    expect(within(card).getByTestId('countdown').textContent).toBe('FINAL');
    expect(within(card).getByTestId('pick-result').dataset.result).toBe('LOSS');
    expect(within(card).getByLabelText('Wrong: LOSS')).toBeTruthy();
  });

  it('soccer records add ties; hidden records are not shown', () => {
    renderCard({ sport: 'Premier League', homeTeamTies: 2, awayTeamTies: 1 });
    expect(screen.getAllByTestId('team-record').map((r) => r.textContent)).toEqual(['8-2-1', '7-3-2']);
  });

  it('hides records when the game says so', () => {
    renderCard({ showTeamRecords: false });
    expect(screen.queryByTestId('team-record')).toBeNull();
  });

  it('golf has no home side to name', () => {
    renderCard({ sport: 'PGA' });
    expect(screen.queryByText('(home)')).toBeNull();
  });

  it('MLB shows the starting pitchers with their records', () => {
    renderCard({ sport: 'MLB', homeStartingPitcher: 'Zack Wheeler', homePitcherRecord: '12-6' });
    expect(screen.getByText(/SP: Zack Wheeler \(12-6\)/)).toBeTruthy();
  });

  it('shows the line with its source and time in the player zone, and marks the underdog', () => {
    const card = renderCard({
      line: {
        favorite: 'home',
        spread: 3.5,
        overUnder: 47.5,
        details: 'DAL -3.5',
        source: 'ESPN BET',
        asOf: '2026-12-06T19:00:00.000Z',
      },
      underdog: 'away',
    });
    expect(within(card).getByTestId('game-line').textContent).toBe(
      'Line: DAL -3.5 · O/U 47.5 · ESPN BET, as of Sun, Dec 6, 2:00 PM ET',
    );
    const away = within(card).getByTestId('team-away');
    expect(within(away).getByTestId('underdog-badge').textContent).toBe('Underdog');
    expect(within(within(card).getByTestId('team-home')).queryByTestId('underdog-badge')).toBeNull();
    // Picks stay straight-up: the buttons name the teams, never the points.
    expect(within(card).getByRole('button', { name: 'Pick Philadelphia Eagles' })).toBeTruthy();
  });

  it("a pick'em, an over/under alone, an admin's line; no line, no text", () => {
    const asOf = '2026-12-06T19:00:00.000Z';
    const line = { favorite: null, details: null, asOf };
    renderCard({ line: { ...line, spread: 0, overUnder: null, source: 'admin' } });
    expect(screen.getByTestId('game-line').textContent).toBe(
      "Line: Pick'em · set by the admin, as of Sun, Dec 6, 2:00 PM ET",
    );
    expect(screen.queryByTestId('underdog-badge')).toBeNull();
    document.body.innerHTML = '';
    renderCard({ line: { ...line, spread: null, overUnder: 221, source: 'DraftKings' } });
    expect(screen.getByTestId('game-line').textContent).toBe(
      'Line: O/U 221 · DraftKings, as of Sun, Dec 6, 2:00 PM ET',
    );
    document.body.innerHTML = '';
    renderCard({ underdog: 'home' });
    expect(screen.queryByTestId('game-line')).toBeNull();
    // Without a line the records name the underdog (the server decides; the card shows it).
    expect(within(screen.getByTestId('team-home')).getByTestId('underdog-badge')).toBeTruthy();
  });
});
