import { afterAll, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { account, call } from '../../../../tests/support/calls';
import { Inbox, type LiveClient, liveClient, openRaw } from '../../../../tests/support/live/sockets';
import { listeningTestApp } from '../../../../tests/support/test-app';
import type { LiveMeMessage } from '../../../shared/schemas/live';
import { InProcessEventBus } from '../../platform/events/in-process.bus';
import { CLOSE_CODES, MAX_SOCKET_PAYLOAD } from '../../platform/transport/socket/wire.rules';

// The socket's own defences: Origin at the upgrade, sessions that end, frame size and rate, bad frames.

const t = listeningTestApp();
const clients: LiveClient[] = [];

afterAll(async () => {
  for (const client of clients) await client.close();
});

/** A signed-in socket watching live.me; resolves once its snapshot arrived. */
async function watching(cookie: string) {
  const client = liveClient(t.base, { cookie });
  clients.push(client);
  const inbox = new Inbox<{ data: LiveMeMessage }>();
  client.trpc.live.me.subscribe(undefined, { onData: (m) => inbox.push(m as { data: LiveMeMessage }) });
  await inbox.next();
  return client;
}

/** A second session of the same account (another device). */
async function signIn(username: string, password: string) {
  const res = await call(t, undefined, 'POST', '/api/auth/login', { username, password });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'session');
  return `session=${cookie!.value}`;
}

const closedWith = async (client: LiveClient, code: number) =>
  expect.poll(() => client.closes, { timeout: 5000 }).toContain(code);

describe('the upgrade', () => {
  it('refuses a foreign Origin with 403 and accepts its own, or none (an API client)', async () => {
    const foreign = await openRaw(t.base, { origin: 'https://evil.example' });
    expect(await foreign.closed).toEqual({ code: 0, status: 403 });
    for (const headers of [{ origin: t.base }, {} as Record<string, string>]) {
      const ok = await openRaw(t.base, headers);
      await ok.opened;
      ok.socket.close();
    }
  });
});

describe('ended sessions close their sockets', () => {
  it('on logout: every session of the account', async () => {
    const { cookie, account: input } = await register(t.app);
    const other = await signIn(input.username, input.password);
    const [leaving, elsewhere] = [await watching(cookie), await watching(other)];
    expect((await call(t, cookie, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    await closedWith(leaving, CLOSE_CODES.sessionEnded);
    await closedWith(elsewhere, CLOSE_CODES.sessionEnded);
  });

  it('on a password change: every session, the changer’s too (its browser gets a new cookie)', async () => {
    const { cookie, account: input } = await register(t.app);
    const other = await signIn(input.username, input.password);
    const [changer, elsewhere] = [await watching(cookie), await watching(other)];
    const res = await call(t, cookie, 'PUT', '/api/user/password', {
      currentPassword: input.password,
      newPassword: 'brandNew123',
    });
    expect(res.statusCode).toBe(200);
    await closedWith(elsewhere, CLOSE_CODES.sessionEnded);
    await closedWith(changer, CLOSE_CODES.sessionEnded);
  });

  it('when an admin sets the password', async () => {
    const admin = await account(t, true);
    const player = await account(t);
    const socket = await watching(player.cookie);
    const res = await call(t, admin.cookie, 'POST', '/api/admin/manual-password-reset', {
      userId: player.row.id,
      newPassword: 'setByAdmin123',
    });
    expect(res.statusCode).toBe(200);
    await closedWith(socket, CLOSE_CODES.sessionEnded);
  });
});

describe('a resync (events may have been missed)', () => {
  it('sends fresh snapshots and closes the sockets of sessions that ended meanwhile', async () => {
    const { cookie, user } = await register(t.app);
    const ended = await watching(cookie);
    const viewer = liveClient(t.base);
    clients.push(viewer);
    const games = new Inbox<{ data: { type: string } }>();
    viewer.trpc.live.games.subscribe(
      { day: 'today' },
      { onData: (m) => games.push(m as { data: { type: string } }) },
    );
    await games.next((m) => m.data.type === 'snapshot');
    // The session goes with no event, as if its session.revoked had been lost with the LISTEN connection.
    await t.deps.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    expect(t.deps.events).toBeInstanceOf(InProcessEventBus);
    (t.deps.events as InProcessEventBus).resync();
    await games.next((m) => m.data.type === 'snapshot');
    await closedWith(ended, CLOSE_CODES.sessionEnded);
    expect(viewer.closes).toEqual([]);
  });
});

describe('frames', () => {
  it('closes a socket that sends an oversized frame (1009) and keeps serving others', async () => {
    const { socket, opened, closed } = await openRaw(t.base, { origin: t.base });
    await opened;
    socket.send('x'.repeat(MAX_SOCKET_PAYLOAD + 1));
    expect((await closed).code).toBe(1009);
    const health = await openRaw(t.base, { origin: t.base });
    await health.opened;
    const answer = new Promise<string>((resolve) => health.socket.once('message', (m) => resolve(String(m))));
    health.socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'system.health' } }));
    expect(JSON.parse(await answer)).toMatchObject({ id: 1, result: { data: { status: 'ok' } } });
    health.socket.close();
  });

  it('answers malformed and binary frames with a parse error and stays open', async () => {
    const { socket, opened } = await openRaw(t.base, { origin: t.base });
    await opened;
    const replies: unknown[] = [];
    socket.on('message', (m) => replies.push(JSON.parse(String(m))));
    socket.send('{not json');
    socket.send(Buffer.from([0xde, 0xad]), { binary: true });
    socket.send(JSON.stringify({ id: 2, method: 'query', params: { path: 'nope.nothing' } }));
    socket.send(JSON.stringify({ id: 3, method: 'query', params: { path: 'system.health' } }));
    await expect.poll(() => replies.length).toBe(4);
    expect(replies.slice(0, 2)).toEqual([
      expect.objectContaining({
        id: null,
        error: expect.objectContaining({ data: expect.objectContaining({ code: 'PARSE_ERROR' }) }),
      }),
      expect.objectContaining({
        id: null,
        error: expect.objectContaining({ data: expect.objectContaining({ code: 'PARSE_ERROR' }) }),
      }),
    ]);
    expect(replies[2]).toMatchObject({ id: 2, error: { data: { code: 'NOT_FOUND' } } });
    expect(replies[3]).toMatchObject({ id: 3, result: { data: { status: 'ok' } } });
    expect(socket.readyState).toBe(socket.OPEN);
    socket.close();
  });

  it('closes a socket that floods messages with the policy code', async () => {
    const { socket, opened, closed } = await openRaw(t.base, { origin: t.base });
    await opened;
    for (let i = 0; i < 500; i++) socket.send('PONG');
    expect((await closed).code).toBe(CLOSE_CODES.policy);
  });
});
