import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { UnlockCelebration } from '../features/achievements/UnlockCelebration';
import { AppStatusNotices } from '../features/notifications/AppStatusNotices';
import { AccountLanguage } from '../i18n/AccountLanguage';
import { i18n } from '../i18n/i18n';
import { createTrpcClient, trpc } from '../lib/trpc';
import { createQueryClient } from './query-client';
import { Toasts } from './Toasts';
import { cssVariablesResolver, theme } from './theme';

// Two prompts that never show at the first paint (push after a first pick, a passkey after sign-up) come in
// chunks of their own: with them, the first load carried zod and the WebAuthn client (ADR 0051).
const PushPrompt = lazy(() =>
  import('../features/notifications/PushPrompt').then((m) => ({ default: m.PushPrompt })),
);
const PasskeyPrompt = lazy(() =>
  import('../features/settings/PasskeyPrompt').then((m) => ({ default: m.PasskeyPrompt })),
);

/**
 * i18next, Mantine, toasts, react-query and tRPC around the whole app; the account's language once known. The colour scheme follows the system
 * unless the player chose one in Settings (kept on the device; public/boot.js applies it first).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <I18nextProvider i18n={i18n}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            defaultColorScheme="auto"
          >
            <AccountLanguage />
            <Toasts />
            <AppStatusNotices />
            {children}
            <UnlockCelebration />
            <Suspense fallback={null}>
              <PushPrompt />
              <PasskeyPrompt />
            </Suspense>
          </MantineProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </I18nextProvider>
  );
}
