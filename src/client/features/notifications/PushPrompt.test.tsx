// @vitest-environment happy-dom
import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tests/support/client/render';
import { trpc } from '../../lib/trpc';
import { PushPrompt } from './PushPrompt';
import { PROMPT_TEXT } from './prompt-text';
import { PUSH_TEXT } from './push-device';

// The server's side is played by a fetch that answers the tRPC batch calls this screen makes, and counts them.
let answers: Record<string, unknown>;
let calls: string[];

function trpcFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const paths = url.pathname.replace(/^\/trpc\//, '').split(',');
  calls.push(...paths);
  const body = paths.map((path) =>
    path in answers
      ? { result: { data: answers[path] } }
      : { error: { message: 'not here', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } },
  );
  return Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

/** Stands for the game card's pick buttons: a new pick through the same procedure. */
function Picker() {
  const create = trpc.picks.create.useMutation();
  return <Button onClick={() => create.mutate({ gameId: 1, selectedTeamId: 2 })}>Pick</Button>;
}

const renderScreen = () =>
  renderInApp(
    <>
      <Picker />
      <PushPrompt />
    </>,
  );
const prompt = () => screen.findByRole('dialog', { name: PROMPT_TEXT.title }, { timeout: 5000 });

/** Taps Pick; once `answered` was called (and a moment more for a prompt to open), no dialog shows and `never` was not called. */
async function pickAndSeeNoPrompt(answered: string, never: string) {
  renderScreen();
  fireEvent.click(screen.getByRole('button', { name: 'Pick' }));
  await waitFor(() => expect(calls).toContain(answered));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls).not.toContain(never);
}

describe('the push prompt after a first pick', () => {
  beforeEach(() => {
    calls = [];
    answers = {
      'picks.create': { id: 7 },
      'notifications.prompt': { show: true },
      'notifications.dismissPrompt': { show: false },
      'notifications.publicKey': { publicKey: 'BAAA' },
    };
    vi.stubGlobal('fetch', vi.fn(trpcFetch));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('appears after a pick, is recorded as shown at once, and Not now closes it', async () => {
    renderScreen();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Pick' }));
    const shown = await prompt();
    expect(shown.textContent).toContain(PROMPT_TEXT.body);
    await waitFor(() => expect(calls).toContain('notifications.dismissPrompt'));
    expect(calls.filter((c) => c === 'notifications.dismissPrompt')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: PROMPT_TEXT.notNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A second pick asks nothing more: the server's answer is now "not again".
    fireEvent.click(screen.getByRole('button', { name: 'Pick' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c === 'notifications.dismissPrompt')).toHaveLength(1);
  });

  it('stays away when the server says the player has push on or was asked before', async () => {
    answers['notifications.prompt'] = { show: false };
    await pickAndSeeNoPrompt('notifications.prompt', 'notifications.dismissPrompt');
  });

  it('does not appear when the pick is refused', async () => {
    delete answers['picks.create'];
    await pickAndSeeNoPrompt('picks.create', 'notifications.prompt');
  });

  it('Turn on runs the push switch: where the browser cannot, it says why and stays open', async () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Pick' }));
    await prompt();
    fireEvent.click(screen.getByRole('button', { name: PROMPT_TEXT.turnOn }));
    // happy-dom has no PushManager: the sentence a browser without push gets.
    expect((await screen.findByTestId('push-prompt-problem')).textContent).toBe(PUSH_TEXT.unsupported);
    expect(screen.getByRole('dialog', { name: PROMPT_TEXT.title })).toBeTruthy();
    expect(calls).not.toContain('notifications.subscribe');
  });
});
