// @vitest-environment happy-dom
import { Loader } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../tests/support/client/render';

describe('theme', () => {
  it('makes every Loader a named status, so its label is allowed (axe: aria-prohibited-attr)', () => {
    renderInApp(
      <>
        <Loader aria-label="Loading leaderboard" />
        <Loader />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading leaderboard' }).tagName).toBe('SPAN');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it("names a Loader in the app's language", () => {
    renderInApp(<Loader />, { language: 'es' });
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeTruthy();
  });
});
