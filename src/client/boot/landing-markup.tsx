import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { Locale } from '../../shared/i18n/locale';
import { cssVariablesResolver, theme } from '../app/theme';
import { i18n, i18nReady } from '../i18n/i18n';
import { trpc } from '../lib/trpc';
import { AuthPage } from '../pages/auth/AuthPage';

/**
 * The signed-out landing as static HTML in one language, rendered at build time into index.html once per
 * language (vite.prerender.ts; boot.js shows the visitor's, ADR 0053): a visitor on a slow phone reads the
 * promise and sees the form at the first paint, not after the app's JavaScript has arrived, run and asked who
 * is signed in. The live parts (today's games, the prize) show their loading state until the app takes over;
 * nothing is fetched here but that language's catalogues, which it waits for. The ids React and Mantine make
 * carry the language, so the two copies in one page never share one.
 */
export async function landingMarkup(locale: Locale): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(locale);
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
    { identifierPrefix: `${locale}-` },
  );
}

/** The app's 'Loading...' in one language: index.html's first paint on every other path (vite.prerender.ts). */
export async function loadingWords(locale: Locale): Promise<string> {
  await i18nReady;
  await i18n.loadLanguages(locale);
  return i18n.t('loading', { lng: locale });
}
