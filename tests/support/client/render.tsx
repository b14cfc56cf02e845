import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { createQueryClient } from '../../../src/client/app/query-client';
import { cssVariablesResolver, theme } from '../../../src/client/app/theme';
import { i18n } from '../../../src/client/i18n/i18n';
import { createTrpcClient, trpc } from '../../../src/client/lib/trpc';
import type { Locale } from '../../../src/shared/i18n/locale';

// happy-dom has no document.fonts (the font loading API); Mantine's autosizing textarea listens to it
// for fonts that finish loading, which never happens here.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}

// Each test starts from an empty page.
afterEach(() => cleanup());

/**
 * Renders a client component as the app does: inside Mantine (theme included), react-query, the
 * app's own tRPC client and a router at `path`, in `language` (English unless asked: the specs' texts). The tRPC client is the real one; a component test
 * that never clicks through to the server makes no call.
 */
export function renderInApp(
  ui: ReactElement,
  options: { path?: string; colorScheme?: 'light' | 'dark'; language?: Locale } & Omit<
    RenderOptions,
    'wrapper'
  > = {},
) {
  // The catalogues are in memory: the language changes before this returns.
  void i18n.changeLanguage(options.language ?? 'en');
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <MantineProvider
              theme={theme}
              cssVariablesResolver={cssVariablesResolver}
              forceColorScheme={options.colorScheme ?? 'light'}
            >
              <MemoryRouter initialEntries={[options.path ?? '/']}>{children}</MemoryRouter>
            </MantineProvider>
          </QueryClientProvider>
        </trpc.Provider>
      </I18nextProvider>
    );
  }
  return { queryClient, ...render(ui, { ...options, wrapper: Wrapper }) };
}
