// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { signInMethodsFixture } from '../../../../tests/support/client/sign-in-methods';
import { stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import type { PlayerSummary } from '../../../shared/schemas/players';
import { PushSwitch } from '../../features/notifications/PushSwitch';
import { PUSH_TEXT } from '../../features/notifications/push-device';
import { RequestResetForm } from '../../features/password-reset/RequestResetForm';
import { ProfileStatCards } from '../../features/profile/ProfileStatCards';
import { ChangePasswordSection } from '../../features/settings/ChangePasswordSection';
import { DeleteAccountSection } from '../../features/settings/DeleteAccountSection';
import { signInOutcome } from '../../lib/sign-in-outcomes';

// The last files converted to the catalogues (issue 45, "no string left behind"), shown in Spanish: their English is
// checked letter for letter by their own tests and the journeys.

describe('in Spanish', () => {
  it('Security: the password change', () => {
    renderInApp(<ChangePasswordSection />, { language: 'es' });
    expect(screen.getByRole('form', { name: 'Cambiar la contraseña' })).toBeTruthy();
    expect(screen.getByLabelText('Contraseña actual')).toBeTruthy();
    expect(screen.getByLabelText('Confirma la contraseña nueva')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeTruthy();
  });

  it('deleting the account: the section and its dialog', async () => {
    stubTrpc({ 'account.signInMethods': () => signInMethodsFixture() });
    renderInApp(<DeleteAccountSection username="demo_player" />, { language: 'es' });
    expect(screen.getByRole('heading', { name: 'Eliminar mi cuenta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta…' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    expect(dialog.textContent).toContain('Tu nombre de usuario es demo_player');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('push: the switch and its messages', () => {
    renderInApp(<PushSwitch checked={false} onChange={() => {}} />, { language: 'es' });
    expect(screen.getByRole('switch', { name: /^Notificaciones push/ })).toBeTruthy();
    expect(screen.getByText('Activa las notificaciones push para enviar una prueba.')).toBeTruthy();
    expect(PUSH_TEXT.testSent(3)).toBe('Notificación de prueba enviada a 3 dispositivos.');
  });

  it('the password reset request, the profile cards and a provider’s outcome', () => {
    renderInApp(
      <>
        <RequestResetForm />
        <ProfileStatCards
          player={{ longestStreak: 4, currentStreak: 2, totalWins: 9, totalPicks: 12 } as PlayerSummary}
        />
      </>,
      { language: 'es' },
    );
    expect(screen.getByRole('heading', { name: 'Restablecer la contraseña' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar el enlace' })).toBeTruthy();
    expect(screen.getByText('Racha máxima')).toBeTruthy();
    expect(screen.getByText('Victorias totales')).toBeTruthy();
    expect(signInOutcome('cancelled')?.text).toBe(
      'Se canceló el inicio de sesión. Inténtalo de nuevo o elige otra forma de entrar.',
    );
  });
});
