import { describe, expect, it } from 'vitest';
import { SetsByKey } from './sets-by-key';

function setsOf(entries: [number, string][]): SetsByKey<number, string> {
  const sets = new SetsByKey<number, string>();
  for (const [key, value] of entries) sets.add(key, value);
  return sets;
}

describe('SetsByKey', () => {
  it('groups values by key and counts them over all keys, once each', () => {
    const sets = setsOf([
      [1, 'a'],
      [1, 'b'],
      [1, 'b'],
      [2, 'c'],
    ]);
    expect(sets.size).toBe(3);
    expect([...sets.get(1)]).toEqual(['a', 'b']);
    expect([...sets.values()]).toEqual(['a', 'b', 'c']);
    expect(sets.byKey.get(2)).toEqual(new Set(['c']));
  });

  it('drops a key once its set empties, and ignores a value it does not hold', () => {
    const sets = setsOf([
      [1, 'a'],
      [2, 'b'],
    ]);
    sets.delete(1, 'x');
    sets.delete(3, 'a');
    expect(sets.size).toBe(2);
    sets.delete(1, 'a');
    expect([...sets.keys()]).toEqual([2]);
    expect(sets.get(1).size).toBe(0);
    expect(sets.size).toBe(1);
  });
});
