// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazySoon } from './lazy-soon';

afterEach(() => document.body.replaceChildren());

describe('a part fetched soon after the start', () => {
  it('is fetched at once, and a fetch that failed offline is tried again when the browser is back online', async () => {
    let calls = 0;
    const Part = lazySoon(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>the part</p>;
    });
    // Fetched before anything renders it.
    expect(calls).toBe(1);
    render(
      <div>
        <p>the app</p>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </div>,
    );
    // The failure took nothing down: the app shows, the part is not there yet.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('the app')).toBeTruthy();
    expect(screen.queryByText('the part')).toBeNull();

    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('the part')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
