// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../tests/support/client/render';
import { MAIN_ID, SkipLink } from './SkipLink';

function renderShell(language: 'en' | 'es' = 'en') {
  renderInApp(
    <>
      <SkipLink />
      <header>
        <button type="button">Menu</button>
      </header>
      <main id={MAIN_ID}>
        <h1>Today</h1>
      </main>
    </>,
    { language },
  );
}

// WCAG 2.4.1 Bypass Blocks (docs/accessibility.md).
describe('"Skip to main content"', () => {
  it('is the first stop of the keyboard and takes the focus to the screen’s main, leaving the address alone', async () => {
    renderShell();
    const user = userEvent.setup();
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe(`#${MAIN_ID}`);

    const before = window.location.href;
    fireEvent.click(link);
    expect(document.activeElement).toBe(document.getElementById(MAIN_ID));
    expect(window.location.href).toBe(before);
    // Reachable by script only: tabbing does not stop on the main itself.
    expect(document.getElementById(MAIN_ID)?.getAttribute('tabindex')).toBe('-1');
  });

  it('speaks Spanish', () => {
    renderShell('es');
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeTruthy();
  });
});
