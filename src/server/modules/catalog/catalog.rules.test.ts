import { describe, expect, it } from 'vitest';
import { colorOrGrey } from './catalog.rules';

describe('team colours', () => {
  it.each([
    [null, '#808080'],
    ['', '#808080'],
    ['#112233', '#112233'],
  ])('colour %s draws as %s', (color, drawn) => {
    expect(colorOrGrey(color)).toBe(drawn);
  });
});
