// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { passkeyAnswerFixture } from '../../../../tests/support/client/sign-in-methods';
import { Refusal, stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import { userFixture } from '../../../../tests/support/client/users';
import { ACCOUNT_MESSAGES } from '../../../shared/schemas/account';
import { SIGN_IN_MESSAGES } from '../../../shared/schemas/sign-in';
import { AccountDeletedNotice } from '../../features/auth/AccountDeletedNotice';
import { returnAfterSignIn } from '../../lib/return-path';
import { toast } from '../../lib/toast';
import { AuthTabs } from './AuthTabs';

// The other ways in on the sign-in screen: the providers the server configured, and passkeys (the button, and the
// quiet request the username field's suggestions answer). The browser's WebAuthn is played here; Chromium's own
// is in the journeys (tests/e2e/passkeys-and-my-data.e2e.ts).
const browser = vi.hoisted(() => ({ possible: true, autofill: false, ask: vi.fn(), stop: vi.fn() }));
vi.mock('../../lib/passkeys', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/passkeys')>()),
  passkeysPossibleHere: () => browser.possible,
  passkeyAutofillPossibleHere: async () => browser.possible && browser.autofill,
  askForPasskey: browser.ask,
  stopWaitingForPasskey: browser.stop,
}));

beforeEach(() => {
  sessionStorage.clear();
  Object.assign(browser, { possible: true, autofill: false });
  browser.ask.mockReset();
  browser.stop.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const screenAt = (path = '/auth') =>
  renderInApp(
    <Routes>
      <Route path="/auth" element={<AuthTabs />} />
      <Route path="/join/:code" element={<AuthTabs initialTab="create-account" />} />
      <Route path="/" element={<p>Home screen</p>} />
    </Routes>,
    { path },
  );

describe('sign in with a provider', () => {
  it('shows a button for each configured provider, under both tabs', async () => {
    stubTrpc({
      'signIn.providers': () => [
        { id: 'google', name: 'Google' },
        { id: 'oidc', name: 'Company SSO' },
      ],
    });
    screenAt();
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.getByRole('button', { name: 'Continue with Company SSO' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Continue with Apple|Continue with Discord/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('shows none when the server configures none', async () => {
    const server = stubTrpc({ 'signIn.providers': () => [] });
    screenAt();
    await waitFor(() => expect(server.calls.some((c) => c.path === 'signIn.providers')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it("opens the provider's page, carrying the invite link the visitor came from", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const server = stubTrpc({
      'signIn.providers': () => [{ id: 'discord', name: 'Discord' }],
      'signIn.start': () => ({ url: 'https://discord.example/oauth2/authorize?state=s' }),
    });
    returnAfterSignIn('/join/ABCDEF123456');
    screenAt('/join/ABCDEF123456');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Discord' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://discord.example/oauth2/authorize?state=s'),
    );
    expect(server.calls.find((c) => c.path === 'signIn.start')?.input).toEqual({
      provider: 'discord',
      returnTo: '/join/ABCDEF123456',
    });
    // Still remembered, should the visitor come back from the provider without signing in.
    expect(sessionStorage.getItem('pickem.returnPath')).toBe('/join/ABCDEF123456');
  });

  it('says why a provider sign-in came back without signing in', async () => {
    stubTrpc({ 'signIn.providers': () => [{ id: 'google', name: 'Google' }] });
    screenAt('/auth?signin=expired');
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_MESSAGES.noPendingSignIn);
  });
});

describe('sign in with a passkey', () => {
  it('offers passkeys in the username field and a button, where the browser has them', async () => {
    stubTrpc({ 'signIn.providers': () => [] });
    screenAt();
    expect(screen.getByLabelText('Username').getAttribute('autocomplete')).toBe('username webauthn');
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
  });

  it('offers neither where the browser cannot use passkeys', async () => {
    browser.possible = false;
    stubTrpc({ 'signIn.providers': () => [] });
    screenAt();
    expect(screen.getByLabelText('Username').getAttribute('autocomplete')).toBe('username');
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('signs in with the button and goes home', async () => {
    browser.ask.mockResolvedValue(passkeyAnswerFixture);
    const server = stubTrpc({
      'signIn.providers': () => [],
      'signIn.passkeyOptions': () => ({ challengeId: 'ch1', options: { challenge: 'abc' } }),
      'signIn.passkey': () => userFixture(),
      'auth.me': () => userFixture(),
    });
    screenAt();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await screen.findByText('Home screen');
    expect(browser.ask).toHaveBeenCalledWith({ challenge: 'abc' });
    expect(server.calls.find((c) => c.path === 'signIn.passkey')?.input).toEqual({
      challengeId: 'ch1',
      response: passkeyAnswerFixture,
    });
  });

  it("says the server's words when it refuses the passkey, and stays", async () => {
    browser.ask.mockResolvedValue(passkeyAnswerFixture);
    stubTrpc({
      'signIn.providers': () => [],
      'signIn.passkeyOptions': () => ({ challengeId: 'ch1', options: {} }),
      'signIn.passkey': () => new Refusal(SIGN_IN_MESSAGES.passkeyFailed),
    });
    const told = vi.spyOn(toast, 'error');
    screenAt();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(told).toHaveBeenCalledWith(SIGN_IN_MESSAGES.passkeyFailed));
    expect(screen.queryByText('Home screen')).toBeNull();
  });

  it('waits quietly for a passkey picked among the suggestions (conditional UI), and signs in with it', async () => {
    browser.autofill = true;
    browser.ask.mockResolvedValue(passkeyAnswerFixture);
    const server = stubTrpc({
      'signIn.providers': () => [],
      'signIn.passkeyOptions': () => ({ challengeId: 'quiet', options: { challenge: 'q' } }),
      'signIn.passkey': () => userFixture(),
      'auth.me': () => userFixture(),
    });
    screenAt();
    await screen.findByText('Home screen');
    expect(browser.ask).toHaveBeenCalledWith({ challenge: 'q' }, true);
    expect(server.calls.find((c) => c.path === 'signIn.passkey')?.input).toMatchObject({
      challengeId: 'quiet',
    });
    // Leaving the form ends any request still waiting (its clean-up runs once the form has left, which may be a
    // render after the home screen first shows).
    await waitFor(() => expect(browser.stop).toHaveBeenCalled());
  });
});

describe('after deleting an account', () => {
  it('the landing says so once', async () => {
    sessionStorage.setItem('pickem.accountDeleted', '1');
    const first = renderInApp(<AccountDeletedNotice />);
    expect(screen.getByRole('status').textContent).toContain(ACCOUNT_MESSAGES.deleted);
    await waitFor(() => expect(sessionStorage.getItem('pickem.accountDeleted')).toBeNull());
    first.unmount();
    renderInApp(<AccountDeletedNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
