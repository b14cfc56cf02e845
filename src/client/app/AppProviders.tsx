import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { UnlockCelebration } from '../features/achievements/UnlockCelebration';
import { AppStatusNotices } from '../features/notifications/AppStatusNotices';
import { PushPrompt } from '../features/notifications/PushPrompt';
import { PasskeyPrompt } from '../features/settings/PasskeyPrompt';
import { AccountLanguage } from '../i18n/AccountLanguage';
import { i18n } from '../i18n/i18n';
import { createTrpcClient, trpc } from '../lib/trpc';
import { createQueryClient } from './query-client';
import { Toasts } from './Toasts';
import { cssVariablesResolver, theme } from './theme';

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
            <PushPrompt />
            <PasskeyPrompt />
          </MantineProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </I18nextProvider>
  );
}
