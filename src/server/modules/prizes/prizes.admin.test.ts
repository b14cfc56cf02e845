import { describe, expect, it } from 'vitest';
import { call, signedInAdmin } from '../../../../tests/support/calls';
import { sharedTestApp } from '../../../../tests/support/test-app';

const t = sharedTestApp();
const admin = signedInAdmin(t);

const { get } = admin;

describe('prizes', () => {
  it('creates, lists and deletes prizes within the allowed months', async () => {
    const post = (payload: object) => call(t, admin.cookie, 'POST', '/api/admin/prizes', payload);
    const made = await post({ title: ' Big TV ', description: '65 inch', month: '2027-02', year: 2027 });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      title: 'Big TV',
      description: '65 inch',
      month: '2027-02',
      year: 2027,
      isActive: true,
    });
    expect((await get('/api/admin/prizes')).map((p: { id: number }) => p.id)).toContain(made.json().id);
    for (const [payload, message] of [
      [{ title: '', month: '2026-12' }, 'Please fill in title and month.'],
      [{ title: 'TV' }, 'Please fill in title and month.'],
      [
        { title: 'TV', month: '2025-06', year: 2025 },
        'Prizes can be created only for months of this year or next year',
      ],
      [{ title: 'TV', month: '2026-12', year: 2027 }, 'Year must match the month'],
      [{ title: 'TV', month: '2026-12', year: 2040 }, 'Year must be between 2020 and 2030'],
    ] as const) {
      const res = await post(payload);
      expect([res.statusCode, res.json()], JSON.stringify(payload)).toEqual([400, { message }]);
    }
    const del = await call(t, admin.cookie, 'DELETE', `/api/admin/prizes/${made.json().id}`);
    expect(del.statusCode).toBe(200);
    expect((await get('/api/admin/prizes')).map((p: { id: number }) => p.id)).not.toContain(made.json().id);
    const again = await call(t, admin.cookie, 'DELETE', `/api/admin/prizes/${made.json().id}`);
    expect([again.statusCode, again.json()]).toEqual([404, { message: 'Prize not found' }]);
  });
});
