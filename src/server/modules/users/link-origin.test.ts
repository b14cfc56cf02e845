import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { lastResetLink, MemoryTransport, requestResetLink } from '../../../../tests/support/mail';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { configFromEnv } from '../../config';
import { APP_ORIGIN_REQUIRED, readEnv } from '../../env';

// E-mail links never point where a request's Host header says: production needs APP_ORIGIN, and without it
// only a loopback host is taken as it came, anything else gets the server's own loopback address.

const LOCAL = 'http://localhost:4100';
const mail = new MemoryTransport();
const t = sharedTestApp({ mailTransport: mail, config: { localOrigin: LOCAL, trustProxy: true } });

describe('without APP_ORIGIN', () => {
  it.each([
    ['a foreign Host', { host: 'evil.example' }],
    ['a foreign Host with a port', { host: 'evil.example:8443' }],
    ['a look-alike of localhost', { host: 'localhost.evil.example' }],
    ['a private address', { host: '192.168.1.20:3000' }],
    [
      'forwarded host and scheme',
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ],
  ])('a request with %s gets a link to the server’s own loopback address', async (_what, headers) => {
    const { account } = await register(t.app);
    expect(await requestResetLink(t, mail, account.email, headers)).toMatch(
      /^http:\/\/localhost:4100\/reset-password\?token=[a-z2-7]{32}$/,
    );
  });

  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1:4555', 'http://127.0.0.1:4555'],
    ['[::1]:3000', 'http://[::1]:3000'],
  ])('a request to %s (loopback) gets a link there', async (host, origin) => {
    const { account } = await register(t.app);
    expect(await requestResetLink(t, mail, account.email, { host })).toMatch(
      new RegExp(`^${origin.replace(/[.[\]]/g, '\\$&')}/reset-password\\?`),
    );
  });

  it('an admin’s Email Reset through a foreign Host mails the same safe link', async () => {
    const player = await register(t.app);
    const admin = await register(t.app);
    await t.deps.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.user.id).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/password-reset',
      payload: { userId: player.user.id },
      headers: { host: 'evil.example', origin: 'http://evil.example', cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await lastResetLink(t, mail, player.account.email)).toMatch(
      /^http:\/\/localhost:4100\/reset-password\?/,
    );
  });
});

describe('production', () => {
  it('will not read its environment without APP_ORIGIN, and says why', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(`APP_ORIGIN: ${APP_ORIGIN_REQUIRED}`);
    expect(
      configFromEnv(readEnv({ NODE_ENV: 'production', APP_ORIGIN: 'https://picks.example.com' })),
    ).toMatchObject({
      production: true,
      appOrigin: 'https://picks.example.com',
    });
    expect(readEnv({ NODE_ENV: 'development' }).APP_ORIGIN).toBeUndefined();
  });

  it('the server refuses to start without it, with the message and no stack trace', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pickem-no-origin-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      // A folder of its own: a server that did start must not leave a database in the working tree.
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`APP_ORIGIN: ${APP_ORIGIN_REQUIRED}`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
