// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import { messagesReady } from '../../i18n/messages';
import { AuthTabs } from './AuthTabs';

afterEach(() => vi.unstubAllGlobals());

describe('sign-up and sign-in in Spanish', () => {
  it('the Create Account form speaks Spanish, its consent links included', async () => {
    stubTrpc({ 'signIn.providers': () => [{ id: 'google', name: 'Google' }] });
    renderInApp(<AuthTabs initialTab="create-account" />, { language: 'es' });
    expect(screen.getByRole('tab', { name: 'Crear cuenta' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Iniciar sesión' })).toBeTruthy();
    for (const label of ['Nombre', 'Apellido', 'Correo electrónico', 'Nombre de usuario', 'Contraseña']) {
      expect(screen.getByLabelText(label, { exact: true })).toBeTruthy();
    }
    expect(screen.getByText('Al menos 8 caracteres, con una letra y un número')).toBeTruthy();
    const consent = screen.getByRole('checkbox');
    expect(consent.closest('.mantine-Checkbox-root')?.textContent).toBe(
      'Acepto los términos y el aviso de privacidad',
    );
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Continuar con Google' })).toBeTruthy();
  });

  it('a form sent with fields missing says what is wrong in Spanish, in the words of the shared schemas', async () => {
    stubTrpc({ 'signIn.providers': () => [] });
    renderInApp(<AuthTabs initialTab="create-account" />, { language: 'es' });
    await messagesReady();
    fireEvent.change(screen.getByLabelText('Nombre de usuario', { exact: true }), {
      target: { value: 'ab' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('El nombre de usuario debe tener al menos 3 caracteres')).toBeTruthy();
    expect(screen.getByText('Introduce una dirección de correo electrónico válida')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });
});
