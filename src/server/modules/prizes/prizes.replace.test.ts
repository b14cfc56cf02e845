import { describe, expect, it } from 'vitest';
import { account, call, signedInAdmin } from '../../../../tests/support/calls';
import { sharedTestApp } from '../../../../tests/support/test-app';

const t = sharedTestApp();
const admin = signedInAdmin(t);

const post = (payload: object, cookie = admin.cookie) =>
  call(t, cookie, 'POST', '/api/admin/prizes', payload);
const prizesOf = async (month: string) =>
  ((await admin.get('/api/admin/prizes')) as { month: string; title: string; isActive: boolean }[])
    .filter((p) => p.month === month)
    .map((p) => [p.title, p.isActive]);

describe('one active prize per month', () => {
  it('refuses a second prize for a month (409) unless replace makes the first inactive', async () => {
    expect((await post({ title: 'TV', month: '2027-05' })).statusCode).toBe(200);
    const second = await post({ title: 'Console', month: '2027-05' });
    expect([second.statusCode, second.json()]).toEqual([
      409,
      {
        message:
          '2027-05 already has an active prize ("TV"). Create it with replace: true to make that one inactive.',
      },
    ]);
    expect(await prizesOf('2027-05')).toEqual([['TV', true]]);
    const replaced = await post({ title: 'Console', month: '2027-05', replace: true });
    expect(replaced.statusCode).toBe(200);
    expect(await prizesOf('2027-05')).toEqual([
      ['Console', true],
      ['TV', false],
    ]);
    // A month whose prize was deleted takes a new one without replace.
    await call(t, admin.cookie, 'DELETE', `/api/admin/prizes/${replaced.json().id}`);
    expect((await post({ title: 'Bike', month: '2027-05' })).statusCode).toBe(200);
  });

  it('two creates for an empty month at once: one is active, the other is a 409', async () => {
    const other = await account(t, true);
    const answers = await Promise.all([
      post({ title: 'Left', month: '2027-06' }),
      post({ title: 'Right', month: '2027-06' }, other.cookie),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await prizesOf('2027-06')).filter(([, active]) => active)).toHaveLength(1);
  });

  it('records create, replace and delete in the audit log with the prize before and after', async () => {
    const first = (await post({ title: 'Skis', month: '2027-07' })).json();
    const second = (await post({ title: 'Boots', month: '2027-07', replace: true })).json();
    await call(t, admin.cookie, 'DELETE', `/api/admin/prizes/${second.id}`);
    const forFirst = await admin.get(`/api/admin/audit?targetKind=prize&targetId=${first.id}`);
    expect(forFirst.entries.map((e: { action: string }) => e.action)).toEqual([
      'prize.deactivate',
      'prize.create',
    ]);
    expect(forFirst.entries[0]).toMatchObject({
      adminId: admin.row.id,
      adminName: admin.row.username,
      before: { title: 'Skis', isActive: true },
      after: { title: 'Skis', isActive: false },
    });
    const forSecond = await admin.get(`/api/admin/audit?targetKind=prize&targetId=${second.id}`);
    expect(
      forSecond.entries.map((e: { action: string; before: unknown; after: unknown }) => [
        e.action,
        e.before,
        e.after,
      ]),
    ).toEqual([
      ['prize.delete', expect.objectContaining({ title: 'Boots' }), null],
      ['prize.create', null, expect.objectContaining({ title: 'Boots', month: '2027-07' })],
    ]);
  });
});
