import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AccountLanguage } from '../i18n/AccountLanguage';
import { i18n } from '../i18n/i18n';
import { afterFirstScreen } from '../lib/first-screen';
import { createTrpcClient, trpc } from '../lib/trpc';
import { lazySoon } from './lazy-soon';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// What shows nothing at the first paint comes in chunks of its own (ADR 0051), evaluated once the first screen
// has painted (lib/first-screen.ts: evaluated at the start, they held back the home's first paint) but fetched
// before by boot.js (pk-quiet-modules, ADR 0054), so that a connection dropping meanwhile still gets its notice: the
// toasts' stack (Mantine's notifications with their transitions; a toast raised earlier waits in its store and
// shows once it is there), the status notices, the unlock celebration, and the push and passkey prompts (with
// them, the first load carried zod and the WebAuthn client).
const Toasts = lazySoon(afterFirstScreen(() => import('./Toasts').then((m) => m.Toasts)));
const UnlockCelebration = lazySoon(
  afterFirstScreen(() =>
    import('../features/achievements/UnlockCelebration').then((m) => m.UnlockCelebration),
  ),
);
const AppStatusNotices = lazySoon(
  afterFirstScreen(() =>
    import('../features/notifications/AppStatusNotices').then((m) => m.AppStatusNotices),
  ),
);
const PushPrompt = lazySoon(
  afterFirstScreen(() => import('../features/notifications/PushPrompt').then((m) => m.PushPrompt)),
);
const PasskeyPrompt = lazySoon(
  afterFirstScreen(() => import('../features/settings/PasskeyPrompt').then((m) => m.PasskeyPrompt)),
);

/** Each part on its own: one still on its way holds none of the others back. */
function Soon({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

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
            <Soon>
              <Toasts />
            </Soon>
            <Soon>
              <AppStatusNotices />
            </Soon>
            {children}
            <Soon>
              <UnlockCelebration />
            </Soon>
            <Soon>
              <PushPrompt />
            </Soon>
            <Soon>
              <PasskeyPrompt />
            </Soon>
          </MantineProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </I18nextProvider>
  );
}
