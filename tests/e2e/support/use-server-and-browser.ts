import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type StartedServer, startServer } from './server';

/** What a journey file's tests use; read inside tests or later hooks, never at collection time. */
export interface ServerAndBrowser {
  readonly server: StartedServer;
  readonly browser: Browser;
}

/**
 * Registers the hooks every journey file needs (call it at the top of a describe): a server on a fresh
 * embedded database and a Chromium, started together before the file's tests and closed after them.
 * Hooks the file registers afterwards run once both are up.
 */
export function useServerAndBrowser(options: Parameters<typeof startServer>[0] = {}): ServerAndBrowser {
  let server: StartedServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // Settled, not Promise.all: when one of the two fails to start, the other is still closed.
    const [started, launched] = await Promise.allSettled([startServer(options), launchBrowser()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  return {
    get server() {
      if (!server) throw new Error('the journey server is not running (used outside a test?)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not running (used outside a test?)');
      return browser;
    },
  };
}
