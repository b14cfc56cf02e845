// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { settingsForm } from '../../../../tests/support/client/settings-form';
import { Refusal, type StubbedTrpc, stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import { userFixture } from '../../../../tests/support/client/users';
import type { PublicUser } from '../../../shared/schemas/auth';
import { i18n } from '../../i18n/i18n';
import { LanguageSection, TimeZoneSection } from './PreferencesSections';

let server: StubbedTrpc;
let stored: PublicUser;

const Form = settingsForm((user, autosave) => (
  <>
    <LanguageSection user={user} autosave={autosave} />
    <TimeZoneSection user={user} autosave={autosave} />
  </>
));

const saves = () => server.calls.filter((c) => c.path === 'users.updateSettings');

beforeEach(() => {
  stored = userFixture({ language: 'en' });
  server = stubTrpc({
    'auth.me': () => stored,
    'users.updateSettings': (input) => {
      stored = { ...stored, ...(input as Partial<PublicUser>) };
      return stored;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the Language control', () => {
  it('switches the app to Spanish at once, saves it on the account, and <html lang> follows', async () => {
    renderInApp(<Form />);
    fireEvent.click(await screen.findByLabelText('Español'));
    // The screen speaks Spanish before the save's answer is back.
    expect(screen.getByRole('heading', { name: 'Idioma' })).toBeTruthy();
    expect(screen.getByText('Zona horaria')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() => expect(screen.getByTestId('save-note-language').textContent).toBe('Guardado'));
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.input).toMatchObject({ language: 'es', username: stored.username });
    // And back: English, letter for letter.
    fireEvent.click(screen.getByLabelText('English'));
    await waitFor(() => expect(saves()).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('save-note-language').textContent).toBe('Saved'));
    expect(screen.getByRole('heading', { name: 'Language' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(saves()[1]?.input).toMatchObject({ language: 'en' });
  });

  it('a refused save puts the saved language back and says why', async () => {
    server.answer('users.updateSettings', () => new Refusal('Please choose English or Spanish'));
    renderInApp(<Form />);
    fireEvent.click(await screen.findByLabelText('Español'));
    await waitFor(() => expect(screen.getByTestId('save-note-language').dataset.state).toBe('error'));
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByTestId('save-note-language').textContent).toBe(
      'Please choose English or Spanish. Not saved: still English.',
    );
  });

  it('follows the account: a Spanish account shows the control on Español', async () => {
    stored = userFixture({ language: 'es' });
    renderInApp(<Form />, { language: 'es' });
    const spanish = (await screen.findByLabelText('Español')) as HTMLInputElement;
    expect(spanish.checked).toBe(true);
    expect(screen.getByText('La app, tus correos y tus notificaciones usan este idioma.')).toBeTruthy();
  });
});
