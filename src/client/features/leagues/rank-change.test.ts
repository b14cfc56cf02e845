import { describe, expect, it } from 'vitest';
import { rankChangeText } from './rank-change';

describe('rank change since yesterday', () => {
  it('reads up, down, unchanged, or nothing', () => {
    expect(rankChangeText(null)).toBeNull();
    expect(rankChangeText(0)).toEqual({ text: '–', label: 'No change since yesterday' });
    expect(rankChangeText(2)).toEqual({ text: '▲ 2', label: 'Up 2 places since yesterday' });
    expect(rankChangeText(-1)).toEqual({ text: '▼ 1', label: 'Down 1 place since yesterday' });
  });
});
