import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme';
import { i18nReady } from '../i18n/i18n';
import { trpc } from '../lib/trpc';
import { AuthPage } from '../pages/auth/AuthPage';

/**
 * The signed-out landing as static HTML, rendered once at build time into index.html (vite.prerender.ts):
 * a visitor on a slow phone reads the promise and sees the form at the first paint, not after the app's
 * JavaScript has arrived, run and asked who is signed in. The live parts (today's games, the prize) show
 * their loading state until the app takes over; nothing is fetched here but the English catalogues (no
 * storage and no browser languages at build time), which it waits for.
 */
export async function landingMarkup(): Promise<string> {
  await i18nReady;
  const queryClient = new QueryClient();
  const client = trpc.createClient({ links: [httpBatchLink({ url: '/trpc' })] });
  return renderToString(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
          <MemoryRouter>
            <AuthPage />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}
