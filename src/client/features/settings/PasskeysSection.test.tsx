// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import {
  passkeyAnswerFixture,
  phonePasskey,
  signInMethodsFixture,
} from '../../../../tests/support/client/sign-in-methods';
import { Refusal, stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import { SIGN_IN_MESSAGES } from '../../../shared/schemas/sign-in';
import { PasskeysSection } from './PasskeysSection';

/** The section's words, as the account catalogue holds them in English. */
const PASSKEY_TEXT = {
  cannot:
    'This browser cannot make a passkey at this address. Open the site by its name (such as localhost, not 127.0.0.1) in a recent browser.',
  none: 'No passkeys yet.',
  added: 'Passkey added. Next time, sign in with it.',
  removed: 'Passkey removed.',
} as const;

// The browser's passkey dialog is played here: happy-dom has no WebAuthn (Chromium's is in the journeys).
const browser = vi.hoisted(() => ({ possible: true, make: vi.fn() }));
vi.mock('../../lib/passkeys', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/passkeys')>()),
  passkeysPossibleHere: () => browser.possible,
  makePasskey: browser.make,
}));

beforeEach(() => {
  browser.possible = true;
  browser.make.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const section = () => renderInApp(<PasskeysSection timeZone="America/New_York" />);

describe('Settings: passkeys', () => {
  it('lists the passkeys with their name, dates and whether they sync', async () => {
    stubTrpc({ 'account.signInMethods': () => signInMethodsFixture({ passkeys: [phonePasskey] }) });
    section();
    await screen.findByText('My phone');
    expect(screen.getByText('Added Nov 3, 2026 · last used Nov 4, 2026')).toBeTruthy();
    expect(screen.getByText('Synced')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove passkey My phone' })).toBeTruthy();
  });

  it('adds a passkey with the name given, and says so', async () => {
    browser.make.mockResolvedValue(passkeyAnswerFixture);
    const server = stubTrpc({
      'account.signInMethods': () => signInMethodsFixture(),
      'account.passkeyRegistrationOptions': () => ({ challengeId: 'ch1', options: { challenge: 'abc' } }),
      'account.addPasskey': () =>
        signInMethodsFixture({ passkeys: [{ ...phonePasskey, id: 'cred-new', name: 'Laptop' }] }),
    });
    section();
    await screen.findByText(PASSKEY_TEXT.none);
    fireEvent.change(screen.getByLabelText(/Name of the new passkey/), { target: { value: ' Laptop ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await screen.findByText('Laptop');
    expect(browser.make).toHaveBeenCalledWith({ challenge: 'abc' });
    expect(server.calls.find((c) => c.path === 'account.addPasskey')?.input).toEqual({
      challengeId: 'ch1',
      response: passkeyAnswerFixture,
      name: 'Laptop',
    });
    expect(screen.getByRole('status').textContent).toBe(PASSKEY_TEXT.added);
    expect((screen.getByLabelText(/Name of the new passkey/) as HTMLInputElement).value).toBe('');
  });

  it("says nothing when the player closes the browser's dialog", async () => {
    browser.make.mockRejectedValue(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    const server = stubTrpc({
      'account.signInMethods': () => signInMethodsFixture(),
      'account.passkeyRegistrationOptions': () => ({ challengeId: 'ch1', options: {} }),
    });
    section();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(browser.make).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add a passkey' }).dataset.loading).toBeUndefined(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.calls.some((c) => c.path === 'account.addPasskey')).toBe(false);
  });

  it("shows the server's words when it refuses the new passkey", async () => {
    browser.make.mockResolvedValue(passkeyAnswerFixture);
    stubTrpc({
      'account.signInMethods': () => signInMethodsFixture(),
      'account.passkeyRegistrationOptions': () => ({ challengeId: 'ch1', options: {} }),
      'account.addPasskey': () => new Refusal(SIGN_IN_MESSAGES.passkeyFailed),
    });
    section();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_MESSAGES.passkeyFailed);
  });

  it('removes a passkey, and shows the 409 when it is the last way in', async () => {
    let refuse = true;
    stubTrpc({
      'account.signInMethods': () => signInMethodsFixture({ hasPassword: false, passkeys: [phonePasskey] }),
      'account.removePasskey': () =>
        refuse ? new Refusal(SIGN_IN_MESSAGES.lastWayIn, 'CONFLICT', 409) : signInMethodsFixture(),
    });
    section();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove passkey My phone' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_MESSAGES.lastWayIn);
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Remove passkey My phone' }));
    await waitFor(() => expect(screen.queryByText('My phone')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe(PASSKEY_TEXT.removed);
  });

  it('explains instead of offering one where the browser cannot make passkeys', async () => {
    browser.possible = false;
    stubTrpc({ 'account.signInMethods': () => signInMethodsFixture() });
    section();
    await screen.findByText(PASSKEY_TEXT.cannot);
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });
});
