import { beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../../tests/support/accounts';
import { sharedTestApp } from '../../../../../tests/support/test-app';
import { deleteKeysCreatedBefore, findKey, insertClaim, storeAnswer } from './idempotency.repo';
import { ABANDONED_AFTER_MS, IDEMPOTENCY_MESSAGES, KEY_LIFETIME_MS } from './idempotency.rules';
import { answerOnce, type KeyedCall } from './idempotency.service';
import type { RestAnswer } from './route';

// The waiting and recovery paths of a key, driven directly: a first call still running, one that
// died, one that threw. The HTTP behaviour is in idempotency.rest.test.ts.

const t = sharedTestApp();
let userId = 0;
let keyNumber = 0;

beforeAll(async () => {
  userId = (await register(t.app)).user.id;
});

const newCall = (): KeyedCall => ({
  userId,
  key: `service-${++keyNumber}`,
  method: 'POST',
  path: '/api/admin/prizes',
  fingerprint: 'a'.repeat(64),
});

/** A call body that counts its runs. */
function counted(answer: RestAnswer = { status: 200, body: '{"ran":true}' }) {
  const run = async () => {
    run.runs += 1;
    return answer;
  };
  run.runs = 0;
  return run;
}

describe('answerOnce', () => {
  it('answers 409 when the first call is still running after the wait, and runs nothing', async () => {
    const call = newCall();
    await insertClaim(t.deps.db, { ...call, createdAt: t.clock.now() });
    const run = counted();
    const answer = await answerOnce(t.deps, call, run, { waitMs: 100, pollMs: 20 });
    expect(answer).toEqual({
      status: 409,
      body: JSON.stringify({ message: IDEMPOTENCY_MESSAGES.inProgress }),
      replayed: false,
    });
    expect(run.runs).toBe(0);
  });

  it('waits for the first call and then gives its answer', async () => {
    const call = newCall();
    await insertClaim(t.deps.db, { ...call, createdAt: t.clock.now() });
    // The service reads the clock once per look at the key: a second read means it found the first call
    // running and is waiting. Only then does the first call finish.
    let looks = 0;
    let lookedAgain = () => {};
    const waiting = new Promise<void>((resolve) => {
      lookedAgain = resolve;
    });
    const clock = () => {
      if (++looks === 2) lookedAgain();
      return t.clock.now();
    };
    const run = counted();
    const second = answerOnce({ db: t.deps.db, clock }, call, run, { waitMs: 60_000, pollMs: 10 });
    await waiting;
    await storeAnswer(t.deps.db, call, { status: 201, body: '{"first":true}' });
    expect(await second).toEqual({ status: 201, body: '{"first":true}', replayed: true });
    expect(run.runs).toBe(0);
  });

  it('takes over a claim abandoned by a call that died, and keeps the new answer', async () => {
    const call = newCall();
    await insertClaim(t.deps.db, {
      ...call,
      createdAt: new Date(t.clock.now().getTime() - ABANDONED_AFTER_MS),
    });
    const run = counted();
    expect(await answerOnce(t.deps, call, run, { waitMs: 0 })).toEqual({
      status: 200,
      body: '{"ran":true}',
      replayed: false,
    });
    expect(run.runs).toBe(1);
    expect(await findKey(t.deps.db, call)).toMatchObject({ state: 'done', responseStatus: 200 });
  });

  it('gives the key back when the call throws, so a retry runs', async () => {
    const call = newCall();
    const crash = async (): Promise<RestAnswer> => {
      throw new Error('crashed mid-call');
    };
    await expect(answerOnce(t.deps, call, crash)).rejects.toThrow('crashed mid-call');
    expect(await findKey(t.deps.db, call)).toBeUndefined();
    const run = counted();
    expect((await answerOnce(t.deps, call, run)).replayed).toBe(false);
    expect(run.runs).toBe(1);
  });

  it('keeps no 5xx answer', async () => {
    const call = newCall();
    const failing = counted({ status: 503, body: '{"message":"down"}' });
    expect(await answerOnce(t.deps, call, failing)).toMatchObject({ status: 503, replayed: false });
    expect(await findKey(t.deps.db, call)).toBeUndefined();
  });
});

describe('deleteKeysCreatedBefore (the scheduler cleanup)', () => {
  it('deletes the keys older than the cut-off only', async () => {
    const now = t.clock.now();
    const [old, recent] = [newCall(), newCall()];
    await insertClaim(t.deps.db, { ...old, createdAt: new Date(now.getTime() - KEY_LIFETIME_MS - 1) });
    await insertClaim(t.deps.db, { ...recent, createdAt: now });
    expect(
      await deleteKeysCreatedBefore(t.deps.db, new Date(now.getTime() - KEY_LIFETIME_MS)),
    ).toBeGreaterThanOrEqual(1);
    expect(await findKey(t.deps.db, old)).toBeUndefined();
    expect(await findKey(t.deps.db, recent)).toBeDefined();
  });
});
