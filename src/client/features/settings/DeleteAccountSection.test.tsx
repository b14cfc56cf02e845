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
import { ACCOUNT_MESSAGES } from '../../../shared/schemas/account';
import { accountJustDeleted } from '../../lib/account-deleted';
import { DELETE_TEXT } from './DeleteAccountDialog';
import { DeleteAccountSection } from './DeleteAccountSection';

const browser = vi.hoisted(() => ({ ask: vi.fn() }));
vi.mock('../../lib/passkeys', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/passkeys')>()),
  passkeysPossibleHere: () => true,
  askForPasskey: browser.ask,
}));

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  browser.ask.mockReset();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDialog() {
  renderInApp(<DeleteAccountSection username="demo_player" />);
  expect(screen.getByRole('heading', { name: 'Delete my account' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
  const dialog = await screen.findByRole('dialog', { name: DELETE_TEXT.title });
  return dialog;
}
const submit = () => screen.getByRole('button', { name: DELETE_TEXT.submit }) as HTMLButtonElement;
const typeUsername = (value: string) =>
  fireEvent.change(screen.getByLabelText(DELETE_TEXT.confirmLabel), { target: { value } });

describe('Settings: delete my account', () => {
  it('needs the username typed exactly, sends the password, then leaves for the landing with its note', async () => {
    const server = stubTrpc({
      'account.signInMethods': () => signInMethodsFixture(),
      'account.delete': () => ({ success: true }),
    });
    await openDialog();
    // The focus starts in the dialog, on the field to type in.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(DELETE_TEXT.confirmLabel)));
    expect(submit().disabled).toBe(true);
    typeUsername('demo_playe');
    expect(submit().disabled).toBe(true);
    typeUsername('demo_player');
    expect(submit().disabled).toBe(false);
    fireEvent.change(await screen.findByLabelText(DELETE_TEXT.passwordLabel), {
      target: { value: 'player1234' },
    });
    fireEvent.click(submit());

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(server.calls.find((c) => c.path === 'account.delete')?.input).toEqual({
      confirm: 'demo_player',
      password: 'player1234',
    });
    expect(accountJustDeleted()).toBe(true);
  });

  it("shows the server's words in the dialog and stays when the proof is refused", async () => {
    stubTrpc({
      'account.signInMethods': () => signInMethodsFixture(),
      'account.delete': () => new Refusal(ACCOUNT_MESSAGES.passwordWrong),
    });
    const dialog = await openDialog();
    typeUsername('demo_player');
    fireEvent.change(await screen.findByLabelText(DELETE_TEXT.passwordLabel), { target: { value: 'wrong' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Password is incorrect');
    expect(dialog.isConnected).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(accountJustDeleted()).toBe(false);
  });

  it('sends only the username when there is no password (a recent sign-in is the proof)', async () => {
    const server = stubTrpc({
      'account.signInMethods': () => signInMethodsFixture({ hasPassword: false }),
      'account.delete': () => new Refusal(ACCOUNT_MESSAGES.reauthRequired),
    });
    await openDialog();
    typeUsername(' demo_player ');
    await waitFor(() => expect(server.calls.some((c) => c.path === 'account.signInMethods')).toBe(true));
    expect(screen.queryByLabelText(DELETE_TEXT.passwordLabel)).toBeNull();
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.reauthRequired);
    expect(server.calls.find((c) => c.path === 'account.delete')?.input).toEqual({
      confirm: ' demo_player ',
    });
  });

  it('confirms with a passkey instead of the password', async () => {
    browser.ask.mockResolvedValue(passkeyAnswerFixture);
    const server = stubTrpc({
      'account.signInMethods': () => signInMethodsFixture({ passkeys: [phonePasskey] }),
      'signIn.passkeyOptions': () => ({ challengeId: 'ch9', options: { challenge: 'xyz' } }),
      'account.delete': () => ({ success: true }),
    });
    await openDialog();
    typeUsername('demo_player');
    fireEvent.click(await screen.findByRole('button', { name: DELETE_TEXT.withPasskey }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(server.calls.find((c) => c.path === 'account.delete')?.input).toEqual({
      confirm: 'demo_player',
      passkey: { challengeId: 'ch9', response: passkeyAnswerFixture },
    });
  });

  it('Cancel closes the dialog and forgets what was typed', async () => {
    stubTrpc({ 'account.signInMethods': () => signInMethodsFixture() });
    await openDialog();
    typeUsername('demo_player');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await screen.findByRole('dialog', { name: DELETE_TEXT.title });
    expect((screen.getByLabelText(DELETE_TEXT.confirmLabel) as HTMLInputElement).value).toBe('');
  });
});
