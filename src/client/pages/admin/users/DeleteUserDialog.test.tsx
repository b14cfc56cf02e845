// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../../tests/support/client/render';
import { Refusal, stubTrpc } from '../../../../../tests/support/client/trpc-fetch';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { toast } from '../../../lib/toast';
import { DeleteUserDialog } from './DeleteUserDialog';
import { UserRow } from './UserRow';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fan: AdminUser = {
  id: 42,
  username: 'late_fan',
  email: 'late@example.com',
  firstName: 'Lee',
  lastName: 'Fan',
  avatarKey: 'geometric-1',
  subscriptionTier: 'free',
  totalPicks: 3,
  totalWins: 1,
  longestStreak: 1,
  lastLoginAt: null,
  createdAt: '2026-11-01T12:00:00.000Z',
};
const noop = () => undefined;

describe('Admin, Users: Delete account', () => {
  it('is offered on every row but the admin’s own and an account already erased', () => {
    const onDelete = vi.fn();
    const first = renderInApp(
      <UserRow user={fan} onEmailReset={noop} onSetPassword={noop} onHistory={noop} onDelete={onDelete} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(onDelete).toHaveBeenCalledOnce();
    first.unmount();
    const own = renderInApp(<UserRow user={fan} onEmailReset={noop} onSetPassword={noop} onHistory={noop} />);
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
    own.unmount();
    const erased = { ...fan, username: 'Deleted player', email: null, firstName: '', lastName: '' };
    renderInApp(
      <UserRow user={erased} onEmailReset={noop} onSetPassword={noop} onHistory={noop} onDelete={noop} />,
    );
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
  });

  it('deletes once the username is typed, and says so', async () => {
    const done = vi.spyOn(toast, 'success');
    const onClose = vi.fn();
    const server = stubTrpc({ 'admin.users.remove': () => ({ success: true }) });
    renderInApp(<DeleteUserDialog user={fan} onClose={onClose} />);
    await screen.findByRole('dialog', { name: "Delete late_fan's account?" });
    const field = screen.getByLabelText('Type the username to confirm');
    await waitFor(() => expect(document.activeElement).toBe(field));
    const remove = screen.getByRole('button', { name: 'Delete account' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'late_fan' } });
    expect(remove.disabled).toBe(false);
    fireEvent.click(remove);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls.find((c) => c.path === 'admin.users.remove')?.input).toEqual({
      userId: 42,
      confirm: 'late_fan',
    });
    expect(done).toHaveBeenCalledWith("late_fan's account was deleted.", 'Account deleted');
  });

  it("reports the server's refusal", async () => {
    const failed = vi.spyOn(toast, 'error');
    stubTrpc({ 'admin.users.remove': () => new Refusal('User not found', 'NOT_FOUND', 404) });
    renderInApp(<DeleteUserDialog user={fan} onClose={noop} />);
    fireEvent.change(await screen.findByLabelText('Type the username to confirm'), {
      target: { value: 'late_fan' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(failed).toHaveBeenCalledWith('User not found', 'Error'));
  });
});

describe('Admin, Users, in Spanish (issue 45)', () => {
  it("speaks the app's language: the row, its figures and the dialog", async () => {
    const done = vi.spyOn(toast, 'success');
    stubTrpc({ 'admin.users.remove': () => ({ success: true }) });
    const row = renderInApp(
      <UserRow user={fan} onEmailReset={noop} onSetPassword={noop} onHistory={noop} onDelete={noop} />,
      { language: 'es' },
    );
    expect(screen.getByText('Gratis')).toBeTruthy();
    expect(
      screen.getByText(/^1 victoria · 3 elecciones · Se unió el .+ · Nunca ha iniciado sesión$/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar cuenta' })).toBeTruthy();
    row.unmount();
    renderInApp(<DeleteUserDialog user={fan} onClose={noop} />, { language: 'es' });
    await screen.findByRole('dialog', { name: '¿Eliminar la cuenta de late_fan?' });
    fireEvent.change(screen.getByLabelText('Escribe el nombre de usuario para confirmar'), {
      target: { value: 'late_fan' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    await waitFor(() =>
      expect(done).toHaveBeenCalledWith('Se eliminó la cuenta de late_fan.', 'Cuenta eliminada'),
    );
  });
});
