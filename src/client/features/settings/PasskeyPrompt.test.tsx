// @vitest-environment happy-dom
import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newAccount } from '../../../../tests/support/accounts';
import { renderInApp } from '../../../../tests/support/client/render';
import { passkeyAnswerFixture, signInMethodsFixture } from '../../../../tests/support/client/sign-in-methods';
import { type StubbedTrpc, stubTrpc } from '../../../../tests/support/client/trpc-fetch';
import { userFixture } from '../../../../tests/support/client/users';
import { trpc } from '../../lib/trpc';
import { PASSKEY_PROMPT_TEXT, PasskeyPrompt } from './PasskeyPrompt';

const browser = vi.hoisted(() => ({ possible: true, make: vi.fn() }));
vi.mock('../../lib/passkeys', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/passkeys')>()),
  passkeysPossibleHere: () => browser.possible,
  makePasskey: browser.make,
}));

/** Stands for the Create Account form: a sign-up through the same procedure. */
function SignUp() {
  const register = trpc.auth.register.useMutation();
  return <Button onClick={() => register.mutate(newAccount())}>Create Account</Button>;
}

let server: StubbedTrpc;
beforeEach(() => {
  localStorage.clear();
  browser.possible = true;
  browser.make.mockReset();
  server = stubTrpc({
    'auth.register': () => userFixture(),
    'auth.me': () => userFixture(),
    'account.signInMethods': () => signInMethodsFixture(),
    'account.passkeyRegistrationOptions': () => ({ challengeId: 'ch1', options: {} }),
    'account.addPasskey': () => signInMethodsFixture(),
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderScreen = () =>
  renderInApp(
    <>
      <SignUp />
      <PasskeyPrompt />
    </>,
  );
const prompt = () => screen.findByRole('dialog', { name: PASSKEY_PROMPT_TEXT.title });

describe('the passkey prompt after sign-up', () => {
  it('is not there before a sign-up', async () => {
    renderScreen();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('appears once after sign-up; Not now closes it and it is remembered on the device', async () => {
    const first = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await prompt()).textContent).toContain(PASSKEY_PROMPT_TEXT.body);
    fireEvent.click(screen.getByRole('button', { name: PASSKEY_PROMPT_TEXT.notNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    // Another sign-up on this device, for the same player id: no second prompt.
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(server.calls.filter((c) => c.path === 'auth.register')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a passkey from the prompt and says so', async () => {
    browser.make.mockResolvedValue(passkeyAnswerFixture);
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await prompt();
    fireEvent.click(screen.getByRole('button', { name: PASSKEY_PROMPT_TEXT.add }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PASSKEY_PROMPT_TEXT.added));
    expect(server.calls.find((c) => c.path === 'account.addPasskey')?.input).toEqual({
      challengeId: 'ch1',
      response: passkeyAnswerFixture,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays away where the browser cannot make passkeys', async () => {
    browser.possible = false;
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(server.calls.some((c) => c.path === 'auth.me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
