import { afterAll, describe, expect, it } from 'vitest';
import { register, sessionCookie } from '../../../../tests/support/accounts';
import { Inbox, type LiveClient, liveClient } from '../../../../tests/support/live/sockets';
import { issueResetToken } from '../../../../tests/support/password-reset';
import { listeningTestApp } from '../../../../tests/support/test-app';
import type { LiveMeMessage } from '../../../shared/schemas/live';
import { CLOSE_CODES } from '../../platform/transport/socket/wire.rules';

// The four ways a password or a sign-out ends sessions: each ends every session of the account, over
// HTTP and on every socket subscribed to live.me (closed with the revocation code), and nobody else's.

const t = listeningTestApp();
const clients: LiveClient[] = [];

afterAll(async () => {
  for (const client of clients) await client.close();
});

const origin = () => ({ host: new URL(t.base).host, origin: t.base });
const send = (cookie: string | undefined, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...origin(), ...(cookie ? { cookie } : {}) } });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });

/** A socket subscribed to live.me with this cookie; resolves once its snapshot arrived. */
async function watching(cookie: string): Promise<LiveClient> {
  const client = liveClient(t.base, { cookie });
  clients.push(client);
  const inbox = new Inbox<unknown>();
  client.trpc.live.me.subscribe(undefined, { onData: inbox.push, onError: inbox.fail });
  await inbox.next();
  return client;
}

/** An account signed in on two devices, each with a live.me socket; a bystander with one. */
async function twoDevices() {
  const first = await register(t.app);
  const login = await send(undefined, 'POST', '/api/auth/login', {
    username: first.account.username,
    password: first.account.password,
  });
  const devices = [first.cookie, sessionCookie(login)];
  const bystander = await register(t.app);
  return {
    ...first,
    devices,
    sockets: await Promise.all(devices.map(watching)),
    bystander: { cookie: bystander.cookie, socket: await watching(bystander.cookie) },
  };
}

async function expectAllEnded(a: Awaited<ReturnType<typeof twoDevices>>) {
  for (const socket of a.sockets) {
    await expect.poll(() => socket.closes, { timeout: 5000 }).toContain(CLOSE_CODES.sessionEnded);
  }
  for (const cookie of a.devices) expect((await me(cookie)).statusCode).toBe(401);
  const rows = await t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', a.user.id).execute();
  return rows;
}

async function expectBystanderUntouched(a: Awaited<ReturnType<typeof twoDevices>>) {
  expect((await me(a.bystander.cookie)).statusCode).toBe(200);
  expect(a.bystander.socket.closes).toEqual([]);
}

/** A signed-in socket with the cookie gets live.me's snapshot: the new session works on sockets too. */
async function expectWorkingSocket(cookie: string, userId: number) {
  expect((await me(cookie)).json().id).toBe(userId);
  const client = liveClient(t.base, { cookie });
  clients.push(client);
  const inbox = new Inbox<{ data: LiveMeMessage }>();
  client.trpc.live.me.subscribe(undefined, { onData: (m) => inbox.push(m as { data: LiveMeMessage }) });
  expect((await inbox.next()).data).toBeDefined();
}

describe('every session of the account ends, and every socket opened with one closes', () => {
  it('on sign-out (from either device)', async () => {
    const a = await twoDevices();
    expect((await send(a.devices[1], 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(await expectAllEnded(a)).toEqual([]);
    await expectBystanderUntouched(a);
  });

  it('on a password change, and the device that changed it continues with a new session', async () => {
    const a = await twoDevices();
    const res = await send(a.devices[0], 'PUT', '/api/user/password', {
      currentPassword: a.account.password,
      newPassword: 'changedPass42',
    });
    expect(res.statusCode).toBe(200);
    const renewed = sessionCookie(res);
    const rows = await expectAllEnded(a);
    expect(rows.map((r) => r.id)).toEqual([renewed.split('=')[1]!.split('.')[0]]);
    await expectWorkingSocket(renewed, a.user.id);
    await expectBystanderUntouched(a);
  });

  it('on a password reset by link', async () => {
    const a = await twoDevices();
    const token = await issueResetToken(t.deps.db, a.user.id, t.clock.now());
    const res = await send(undefined, 'POST', '/api/password-reset', { token, newPassword: 'resetPass42' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies).toHaveLength(0);
    expect(await expectAllEnded(a)).toEqual([]);
    await expectBystanderUntouched(a);
  });

  it('when an admin sets the password', async () => {
    const a = await twoDevices();
    const admin = await register(t.app);
    await t.deps.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.user.id).execute();
    const res = await send(admin.cookie, 'POST', '/api/admin/manual-password-reset', {
      userId: a.user.id,
      newPassword: 'adminSet42',
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies).toHaveLength(0);
    expect(await expectAllEnded(a)).toEqual([]);
    await expectBystanderUntouched(a);
    expect((await me(admin.cookie)).statusCode).toBe(200);
  });

  it('when an admin sets their own: like a change, their device continues with a new session', async () => {
    const a = await twoDevices();
    await t.deps.db.updateTable('users').set({ is_admin: true }).where('id', '=', a.user.id).execute();
    const res = await send(a.devices[0], 'POST', '/api/admin/manual-password-reset', {
      userId: a.user.id,
      newPassword: 'ownAdmin42',
    });
    expect(res.statusCode).toBe(200);
    const renewed = sessionCookie(res);
    expect(await expectAllEnded(a)).toHaveLength(1);
    await expectWorkingSocket(renewed, a.user.id);
    await expectBystanderUntouched(a);
  });
});
