// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { googleIdentity, signInMethodsFixture } from '../../../../tests/support/client/sign-in-methods';
import { Refusal, stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import { SIGN_IN_MESSAGES } from '../../../shared/schemas/sign-in';
import { SignInMethodsSection } from './SignInMethodsSection';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = (path = '/settings') =>
  renderInApp(<SignInMethodsSection timeZone="America/New_York" />, { path });

describe('Settings: sign-in methods', () => {
  it('lists the password and the linked providers, and offers the configured ones not linked yet', async () => {
    stubTrpc({
      'account.signInMethods': () =>
        signInMethodsFixture({
          identities: [googleIdentity],
          available: [{ id: 'discord', name: 'Discord' }],
        }),
    });
    section();
    await screen.findByText('Google');
    expect(screen.getByRole('heading', { name: 'Sign-in methods' })).toBeTruthy();
    expect(screen.getByText(/Password: set/)).toBeTruthy();
    expect(screen.getByText(/demo@gmail\.example · linked Nov 2, 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlink Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link Discord' })).toBeTruthy();
  });

  it("shows the server's words when the provider is the last way in", async () => {
    const server = stubTrpc({
      'account.signInMethods': () =>
        signInMethodsFixture({ hasPassword: false, identities: [googleIdentity] }),
      'account.unlinkProvider': () => new Refusal(SIGN_IN_MESSAGES.lastWayIn, 'CONFLICT', 409),
    });
    section();
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This is your last way to sign in: add another one first');
    expect(server.calls.find((c) => c.path === 'account.unlinkProvider')?.input).toEqual({ identityId: 11 });
    // Still linked.
    expect(screen.getByText('Google')).toBeTruthy();
  });

  it('unlinks a provider when another way in remains', async () => {
    stubTrpc({
      'account.signInMethods': () => signInMethodsFixture({ identities: [googleIdentity] }),
      'account.unlinkProvider': () => signInMethodsFixture({ available: [{ id: 'google', name: 'Google' }] }),
    });
    section();
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    await screen.findByRole('button', { name: 'Link Google' });
    expect(screen.queryByRole('button', { name: 'Unlink Google' })).toBeNull();
  });

  it("links another provider by opening the provider's page", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const server = stubTrpc({
      'account.signInMethods': () =>
        signInMethodsFixture({ available: [{ id: 'discord', name: 'Discord' }] }),
      'account.linkProvider': () => ({ url: 'https://discord.example/oauth2/authorize?state=s' }),
    });
    section();
    fireEvent.click(await screen.findByRole('button', { name: 'Link Discord' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://discord.example/oauth2/authorize?state=s'),
    );
    expect(server.calls.find((c) => c.path === 'account.linkProvider')?.input).toEqual({
      provider: 'discord',
    });
  });

  it('says how linking went when the provider sends the player back', async () => {
    stubTrpc({ 'account.signInMethods': () => signInMethodsFixture({ identities: [googleIdentity] }) });
    section('/settings?signin=linked');
    expect((await screen.findByRole('status')).textContent).toBe('Linked. From now on it signs you in too.');
  });

  it('says when the provider account is linked to someone else', async () => {
    stubTrpc({ 'account.signInMethods': () => signInMethodsFixture() });
    section('/settings?signin=taken');
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_MESSAGES.identityTaken);
  });

  it('says plainly when the server offers no provider to link', async () => {
    stubTrpc({ 'account.signInMethods': () => signInMethodsFixture() });
    section();
    await screen.findByText(/This server offers no sign-in providers/);
  });
});
