import { describe, expect, it } from 'vitest';
import { call, signedInAdmin } from '../../../../tests/support/calls';
import { settleEffects, sharedTestApp } from '../../../../tests/support/test-app';
import { inTransaction } from '../db/transaction';
import { countEffects } from './effects.repo';
import { effectKey } from './effects.rules';
import { effectsCommitted, enqueueEffect } from './effects.service';
import { type EffectHandlers, EffectWorker } from './effects.worker';

const seen: unknown[] = [];
let fail = true;
const runs = new Map<number, number>();
const handlers: EffectHandlers = {
  'test.note': async (_trx, payload) => void seen.push(payload),
  'test.flaky': async (trx, payload: { userId: number }) => {
    await trx.updateTable('users').set({ first_name: 'Touched' }).where('id', '=', payload.userId).execute();
    if (fail) throw new Error('the mail server said no');
  },
  'test.count': async (_trx, payload: { n: number }) =>
    void runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1),
};

// The app's worker runs in the background here, as in a server, but is only woken by hand (no poll).
const t = sharedTestApp({
  effectHandlers: handlers,
  effects: { inline: false, pollMs: 3_600_000, maxAttempts: 3 },
});
const admin = signedInAdmin(t);

const waiting = async () => (await countEffects(t.deps.db)).waiting;
const firstName = async (id: number) =>
  (await t.deps.db.selectFrom('users').select('first_name').where('id', '=', id).executeTakeFirstOrThrow())
    .first_name;

describe('after-commit effects', () => {
  it('commit with the change that records them, or not at all; a key recorded twice runs once', async () => {
    await settleEffects(t.deps);
    await expect(
      inTransaction(t.deps.db, async (trx) => {
        await enqueueEffect(trx, {
          kind: 'test.note',
          key: effectKey('test.note', 'rolled-back'),
          payload: 0,
        });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await inTransaction(t.deps.db, async (trx) => {
      const key = effectKey('test.note', 'once');
      expect(await enqueueEffect(trx, { kind: 'test.note', key, payload: { n: 1 } })).toBe(1);
      expect(await enqueueEffect(trx, { kind: 'test.note', key, payload: { n: 2 } })).toBe(0);
    });
    expect(await settleEffects(t.deps)).toEqual({ done: 1, failed: 0 });
    expect(seen).toEqual([{ n: 1 }]);
    expect(await waiting()).toBe(0);
  });

  it("rolls back a failed effect's writes, backs off, parks it with its error, and an admin retries it", async () => {
    const userId = admin.row.id;
    await inTransaction(t.deps.db, (trx) =>
      enqueueEffect(trx, { kind: 'test.flaky', key: 'test.flaky:1', payload: { userId } }),
    );
    expect(await settleEffects(t.deps)).toEqual({ done: 0, failed: 1 });
    expect(await firstName(userId)).not.toBe('Touched');
    // Not due again before its back-off (1 s after the first failure).
    expect(await settleEffects(t.deps)).toEqual({ done: 0, failed: 0 });
    for (let i = 0; i < 2; i++) {
      t.clock.advance(10 * 60_000);
      expect(await settleEffects(t.deps)).toEqual({ done: 0, failed: 1 });
    }
    t.clock.advance(60 * 60_000);
    expect(await settleEffects(t.deps)).toEqual({ done: 0, failed: 0 });

    const parked = await call(t, admin.cookie, 'GET', '/api/admin/effects?state=parked');
    expect(parked.statusCode).toBe(200);
    const [job] = parked.json().effects;
    expect(job).toMatchObject({
      kind: 'test.flaky',
      attempts: 3,
      lastError: 'Error: the mail server said no',
    });
    expect(job.parkedAt).not.toBeNull();
    const scrape = await t.app.metrics.scrape();
    expect(scrape.match(/pickem_effect_queue_failures\{queue="effects"\} (\d+)/)?.[1]).toBe('1');

    fail = false;
    const retried = await call(t, admin.cookie, 'POST', `/api/admin/effects/${job.id}/retry`);
    expect([retried.statusCode, retried.json().parkedAt]).toEqual([200, null]);
    await settleEffects(t.deps);
    expect(await firstName(userId)).toBe('Touched');
    expect((await countEffects(t.deps.db)).parked).toBe(0);
    const again = await call(t, admin.cookie, 'POST', `/api/admin/effects/${job.id}/retry`);
    expect([again.statusCode, again.json()]).toEqual([
      404,
      { message: `No parked effect has id ${job.id}.` },
    ]);
  });

  it('gives each effect to one of several workers', async () => {
    await inTransaction(t.deps.db, (trx) =>
      enqueueEffect(
        trx,
        ...Array.from({ length: 30 }, (_, n) => ({
          kind: 'test.count',
          key: `test.count:${n}`,
          payload: { n },
        })),
      ),
    );
    const other = new EffectWorker(t.deps, handlers);
    const reports = await Promise.all([
      settleEffects(t.deps),
      other.drain(),
      new EffectWorker(t.deps, handlers).drain(),
    ]);
    expect(reports.reduce((sum, r) => sum + r.done, 0)).toBe(30);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it("wakes the app's worker right after a commit", async () => {
    await inTransaction(t.deps.db, (trx) =>
      enqueueEffect(trx, { kind: 'test.note', key: 'test.note:woken', payload: 2 }),
    );
    await effectsCommitted(t.deps);
    // Done once its row is gone (the handler ran in the transaction that deleted it).
    await expect.poll(waiting, { timeout: 5_000 }).toBe(0);
    expect(seen.filter((n) => n === 2)).toEqual([2]);
  });
});
