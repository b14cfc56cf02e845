import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalescer';

describe('Coalescer', () => {
  it('sends at once when idle, and what arrives during a send together in the next call, in order', async () => {
    const calls: number[][] = [];
    let release: () => void = () => {};
    const coalescer = new Coalescer<number>(async (items) => {
      calls.push(items);
      if (calls.length === 1)
        await new Promise<void>((r) => {
          release = r;
        });
    });
    const first = coalescer.add([1]);
    await Promise.resolve();
    await Promise.resolve();
    const during = [coalescer.add([2]), coalescer.add([3, 4])];
    expect(calls).toEqual([[1]]);
    release();
    await Promise.all([first, ...during]);
    expect(calls).toEqual([[1], [2, 3, 4]]);
    await coalescer.add([5]);
    expect(calls).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('resolves an add only once the call carrying its items is done', async () => {
    const done: number[] = [];
    let release: () => void = () => {};
    const coalescer = new Coalescer<number>(async (items) => {
      await new Promise<void>((r) => {
        release = r;
      });
      done.push(...items);
    });
    let resolved = false;
    const added = coalescer.add([1]).then(() => {
      resolved = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(resolved).toBe(false);
    release();
    await added;
    expect(done).toEqual([1]);
  });
});
