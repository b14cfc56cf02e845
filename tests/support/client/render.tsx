import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { createQueryClient } from '../../../src/client/app/query-client';
import { cssVariablesResolver, theme } from '../../../src/client/app/theme';
import { createTrpcClient, trpc } from '../../../src/client/lib/trpc';

// happy-dom has no document.fonts (the font loading API); Mantine's autosizing textarea listens to it
// for fonts that finish loading, which never happens here.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}

// Each test starts from an empty page.
afterEach(() => cleanup());

/**
 * Renders a client component as the app does: inside Mantine (theme included), react-query, the
 * app's own tRPC client and a router at `path`. The tRPC client is the real one; a component test
 * that never clicks through to the server makes no call.
 */
export function renderInApp(
  ui: ReactElement,
  options: { path?: string; colorScheme?: 'light' | 'dark' } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
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
    );
  }
  return { queryClient, ...render(ui, { ...options, wrapper: Wrapper }) };
}
