import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { quietModules } from '../../vite.prerender';

// What the built page lists for boot.js to fetch early (`pk-quiet-modules`, ADR 0054): everything AppProviders'
// quiet parts evaluate as they mount, so that nothing of theirs is fetched once the first screen has shown.

/** A chunk as the bundle holds it: its module, its static imports, its lazy ones. */
function chunk(
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  dynamicImports: string[] = [],
) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    isDynamicEntry: facade !== null,
    imports,
    dynamicImports,
  };
}

const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index.js', '/src/client/main.tsx', ['assets/react.js']),
    chunk('assets/react.js', null),
    chunk('assets/Toasts.js', '/src/client/app/Toasts.tsx', ['assets/react.js', 'assets/portal.js']),
    chunk('assets/portal.js', null, ['assets/react.js']),
    chunk(
      'assets/UnlockCelebration.js',
      '/src/client/features/achievements/UnlockCelebration.tsx',
      [],
      ['assets/ShareDialog.js'],
    ),
    chunk('assets/ShareDialog.js', '/src/client/features/achievements/ShareAchievementDialog.tsx'),
    chunk(
      'assets/AppStatusNotices.js',
      '/src/client/features/notifications/AppStatusNotices.tsx',
      [],
      ['assets/workbox.js'],
    ),
    chunk('assets/workbox.js', '/node_modules/workbox-window/build/workbox-window.prod.es5.mjs'),
    chunk('assets/PushPrompt.js', '/src/client/features/notifications/PushPrompt.tsx', ['assets/schemas.js']),
    chunk('assets/PasskeyPrompt.js', '/src/client/features/settings/PasskeyPrompt.tsx', [
      'assets/schemas.js',
    ]),
    chunk('assets/schemas.js', null),
  ].map((c) => [c.fileName, c]),
) as unknown as Rollup.OutputBundle;

describe('the quiet modules the page lists', () => {
  it("are the quiet parts, their static imports and the service worker's client, each once, less the entry's", () => {
    expect(quietModules(BUNDLE, ['/assets/index.js', '/assets/react.js'])).toEqual([
      '/assets/Toasts.js',
      '/assets/portal.js',
      '/assets/UnlockCelebration.js',
      '/assets/AppStatusNotices.js',
      '/assets/PushPrompt.js',
      '/assets/schemas.js',
      '/assets/PasskeyPrompt.js',
      '/assets/workbox.js',
    ]);
  });

  it('are listed once when the quiet parts share one chunk (the build groups them: vite.config.ts)', () => {
    const shared = {
      ...chunk('assets/quiet-parts.js', null, ['assets/react.js']),
      moduleIds: [
        '/src/client/app/Toasts.tsx',
        '/src/client/features/achievements/UnlockCelebration.tsx',
        '/src/client/features/notifications/AppStatusNotices.tsx',
        '/src/client/features/notifications/PushPrompt.tsx',
        '/src/client/features/settings/PasskeyPrompt.tsx',
        '/node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
      ],
    };
    const bundle = {
      'assets/index.js': BUNDLE['assets/index.js'],
      'assets/react.js': BUNDLE['assets/react.js'],
      'assets/quiet-parts.js': shared,
    } as unknown as Rollup.OutputBundle;
    expect(quietModules(bundle, ['/assets/index.js', '/assets/react.js'])).toEqual([
      '/assets/quiet-parts.js',
    ]);
  });

  it('fail the build when a quiet part has no chunk of its own', () => {
    const { 'assets/PushPrompt.js': _, ...withoutPush } = BUNDLE;
    expect(() => quietModules(withoutPush, [])).toThrow(/PushPrompt/);
  });
});
