import { describe, expect, it } from 'vitest';
import { APP_NAME } from '../../shared/constants';
import { titleFor } from './DocumentTitle';

describe('titleFor', () => {
  it("puts the screen's heading before the product's name", () => {
    expect(titleFor('  Pick\n History ')).toBe(`Pick History · ${APP_NAME}`);
  });

  it("is the product's name alone without a heading, or when the heading is the name", () => {
    expect(titleFor(undefined)).toBe(APP_NAME);
    expect(titleFor('   ')).toBe(APP_NAME);
    expect(titleFor(APP_NAME)).toBe(APP_NAME);
  });
});
