import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT } from './signed-in-hint';

describe('the signed-in hint', () => {
  it('is read by boot.js under the key the app writes', () => {
    const boot = readFileSync(new URL('../public/boot.js', import.meta.url), 'utf8');
    expect(boot).toContain(`localStorage.getItem('${SIGNED_IN_HINT}')`);
  });
});
