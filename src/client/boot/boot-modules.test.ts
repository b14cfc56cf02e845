import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

// boot.js fetches the app's modules before the app runs, in an order that keeps the first screen's own requests
// first (ADRs 0034 and 0054). Run here against a stand-in page with the lists the build writes (vite.prerender.ts).

const BOOT = readFileSync(new URL('../public/boot.js', import.meta.url), 'utf8');

const METAS: Record<string, string> = {
  'meta[name="pk-app-modules"]': '/assets/index.js /assets/react.js',
  'meta[name="pk-first-batch"]': '/trpc/auth.me?batch=1',
  'meta[name="pk-catalogue"][lang="en"]': '/assets/player-en.js',
  'meta[name="pk-catalogue"][lang="es"]': '/assets/player-es.js',
  'meta[name="pk-quiet-modules"]': '/assets/Toasts.js /assets/AppStatusNotices.js',
};

interface Page {
  path: string;
  signedIn?: boolean;
  language?: 'en' | 'es';
}

/** A page booting: what it has preloaded so far (with each link's priority), its paint, its first batch. */
function boot({ path, signedIn = false, language = 'en' }: Page) {
  const preloads: string[] = [];
  const priorities = new Set<string>();
  const scripts: string[] = [];
  const pending: (() => void)[] = [];
  let answer: () => void = () => {
    throw new Error('boot.js asked for no first batch');
  };
  const stored: Record<string, string> = {
    'pk-language': language,
    ...(signedIn ? { 'pk-signed-in': '1' } : {}),
  };
  const navigator = { languages: [language], language };
  const document = {
    documentElement: { setAttribute: () => undefined },
    readyState: 'complete',
    visibilityState: 'visible',
    querySelector: (selector: string) => (selector in METAS ? { getAttribute: () => METAS[selector] } : null),
    querySelectorAll: () => [],
    createElement: () => ({}),
    head: {
      append: (element: { rel?: string; href?: string; src?: string; fetchPriority?: string }) => {
        if (element.rel === 'modulepreload' && element.href) {
          preloads.push(element.href);
          priorities.add(element.fetchPriority ?? 'auto');
        } else if (element.src) scripts.push(element.src);
      },
    },
  };
  const window: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { pathname: path },
    matchMedia: () => ({ matches: false }),
    navigator,
  };
  const fetch = () =>
    new Promise((resolve) => {
      answer = () => resolve({ ok: true });
    });
  const later = (task: () => void) => pending.push(task);
  runInNewContext(BOOT, {
    window,
    navigator,
    document,
    fetch,
    requestAnimationFrame: later,
    setTimeout: later,
  });
  return {
    preloads,
    priorities,
    scripts,
    /** The first frame paints and every timer boot.js set runs. */
    paint() {
      while (pending.length > 0) pending.shift()?.();
    },
    /** The first batch answers (its handlers run). */
    async answerFirstBatch() {
      answer();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe("boot.js's catalogues", () => {
  // The app renders nothing before its language's catalogues have come (main.tsx): boot.js fetches them beside
  // the entry, only the language it chose.
  it.each(['en', 'es'] as const)('preloads the chosen language only: %s', (language) => {
    const page = boot({ path: '/about', language });
    expect(page.preloads).toEqual(['/assets/index.js', '/assets/react.js', `/assets/player-${language}.js`]);
  });
});

describe("boot.js's quiet modules", () => {
  // The app evaluates the toasts, notices and prompts only after its first screen (lib/first-screen.ts), but their
  // modules must be in the page by then: the connection may drop as the first screen shows, and the offline
  // notice is one of them.
  it("on a player's home, come last: after the page has painted and the first batch has answered", async () => {
    const page = boot({ path: '/', signedIn: true });
    expect(page.preloads).toEqual(['/assets/index.js', '/assets/react.js', '/assets/player-en.js']);
    page.paint();
    expect(page.scripts).toEqual(['/assets/index.js']);
    expect(page.preloads).not.toContain('/assets/Toasts.js');
    await page.answerFirstBatch();
    expect(page.preloads).toEqual([
      '/assets/index.js',
      '/assets/react.js',
      '/assets/player-en.js',
      '/assets/Toasts.js',
      '/assets/AppStatusNotices.js',
    ]);
    expect([...page.priorities]).toEqual(['low']);
  });

  it("on a player's home, come as well when the first batch answers before the page paints", async () => {
    const page = boot({ path: '/', signedIn: true });
    await page.answerFirstBatch();
    expect(page.preloads).not.toContain('/assets/Toasts.js');
    page.paint();
    expect(page.preloads.slice(-2)).toEqual(['/assets/Toasts.js', '/assets/AppStatusNotices.js']);
  });

  it.each([
    ["a visitor's landing", { path: '/' }],
    ["a player's other page", { path: '/leagues', signedIn: true }],
  ] satisfies [string, Page][])('on %s, come once the page has painted, after the entry', (_, where) => {
    const page = boot(where);
    expect(page.preloads).not.toContain('/assets/Toasts.js');
    page.paint();
    expect(page.preloads.slice(0, 3)).toEqual([
      '/assets/index.js',
      '/assets/react.js',
      '/assets/player-en.js',
    ]);
    expect(page.preloads.slice(3)).toEqual(['/assets/Toasts.js', '/assets/AppStatusNotices.js']);
  });
});
