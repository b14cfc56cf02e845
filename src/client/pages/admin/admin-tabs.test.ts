import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, DEFAULT_TAB, tabOf } from './admin-tabs';

describe('the tab named by the URL', () => {
  it('is the named tab, or Stats for none or an unknown name', () => {
    for (const t of ADMIN_TABS) expect(tabOf(t.value)).toBe(t.value);
    expect(tabOf(null)).toBe(DEFAULT_TAB);
    expect(tabOf('planets')).toBe('analytics');
    expect(tabOf('Users')).toBe('analytics');
  });
});
