// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gameFixture } from '../../../../tests/support/client/games';
import { renderInApp } from '../../../../tests/support/client/render';
import { PickButtons } from './PickButtons';

const pick = (selectedTeamId: number) => ({
  id: 7,
  selectedTeamId,
  result: null,
  pickedAt: new Date().toISOString(),
});

describe('the pick buttons', () => {
  it('offer both teams, none pressed, before a pick', () => {
    renderInApp(<PickButtons game={gameFixture()} capReached={false} />);
    const away = screen.getByRole('button', { name: 'Pick Philadelphia Eagles' });
    const home = screen.getByRole('button', { name: 'Pick Dallas Cowboys' });
    expect(away.getAttribute('aria-pressed')).toBe('false');
    expect(home.getAttribute('aria-pressed')).toBe('false');
    expect(away.hasAttribute('disabled')).toBe(false);
  });

  it('mark the chosen team and leave the other open to change the pick', () => {
    renderInApp(<PickButtons game={gameFixture({ userPick: pick(10) })} capReached />);
    const chosen = screen.getByRole('button', { name: 'Dallas Cowboys (your pick)' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    // The cap does not stop a change of an existing pick.
    expect(screen.getByRole('button', { name: 'Pick Philadelphia Eagles' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('are disabled at the daily cap for a game without a pick, and say why', () => {
    renderInApp(<PickButtons game={gameFixture()} capReached />);
    for (const button of screen.getAllByRole('button')) expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Daily pick limit reached. Come back tomorrow for more picks.')).toBeTruthy();
  });

  it('are disabled when the server says the player cannot pick', () => {
    renderInApp(<PickButtons game={gameFixture({ canPick: false })} capReached={false} />);
    for (const button of screen.getAllByRole('button')) expect(button.hasAttribute('disabled')).toBe(true);
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
