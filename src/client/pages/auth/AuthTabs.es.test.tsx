// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { stubTrpc } from '../../../../tests/support/client/trpc-fetch';
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
});
