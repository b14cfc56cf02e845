import { describe, expect, it } from 'vitest';
import { groupCommit, type Outcome } from './group-commit';

/** A batch runner that records its batches and finishes each when told. */
function recorder() {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const run = (items: readonly number[]) =>
    new Promise<Outcome<number>[]>((resolve) => {
      batches.push([...items]);
      most = Math.max(most, ++running);
      finish.push(() => {
        running--;
        resolve(
          items.map((i) =>
            i < 0 ? { ok: false, error: new Error(`no ${i}`) } : { ok: true, value: i * 10 },
          ),
        );
      });
    });
  return { batches, finish, run, most: () => most };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('sends a lone call at once, alone', async () => {
    const r = recorder();
    const submit = groupCommit(r.run, { name: 'test', maxBatch: 10, maxInFlight: 2 });
    const answer = submit(7);
    await turn();
    expect(r.batches).toEqual([[7]]);
    r.finish[0]!();
    expect(await answer).toBe(70);
  });

  it('gathers the calls of one turn in a batch and those arriving while the slots are busy in the next', async () => {
    const r = recorder();
    const submit = groupCommit(r.run, { name: 'test', maxBatch: 3, maxInFlight: 1 });
    const first = [1, 2, 3, 4].map(submit);
    await turn();
    expect(r.batches).toEqual([[1, 2, 3]]);
    const later = [5, 6].map(submit);
    await turn();
    expect(r.batches).toHaveLength(1);
    r.finish[0]!();
    await turn();
    expect(r.batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    r.finish[1]!();
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('runs no more batches at once than allowed', async () => {
    const r = recorder();
    const submit = groupCommit(r.run, { name: 'test', maxBatch: 1, maxInFlight: 2 });
    const answers = [1, 2, 3, 4, 5].map(submit);
    for (let n = 0; n < 5; n++) {
      await turn();
      r.finish[n]!();
    }
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
    expect(r.most()).toBe(2);
  });

  it('answers a refused item alone, and fails every caller of a batch that throws', async () => {
    let fail = true;
    const submit = groupCommit<number, number>(
      async (items) => {
        if (fail) throw new Error('connection lost');
        return items.map((i) =>
          i < 0 ? { ok: false, error: new Error(`no ${i}`) } : { ok: true, value: i },
        );
      },
      { name: 'test', maxBatch: 10, maxInFlight: 1 },
    );
    const failed = await Promise.allSettled([1, 2].map(submit));
    expect(failed.map((f) => f.status === 'rejected' && (f.reason as Error).message)).toEqual([
      'connection lost',
      'connection lost',
    ]);
    fail = false;
    const mixed = await Promise.allSettled([3, -1, 4].map(submit));
    expect(mixed.map((m) => (m.status === 'fulfilled' ? m.value : (m.reason as Error).message))).toEqual([
      3,
      'no -1',
      4,
    ]);
  });
});
