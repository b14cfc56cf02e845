import { createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/api/router';
import { MAX_BATCH_ITEMS, SESSION_ENDED_CLOSE_CODE } from '../../shared/schemas/transport';
import { takeFirstBatch } from '../boot/first-batch';
import { currentLocale } from '../i18n/i18n';
import { sessionEnded } from './session-ended';
import { setSocketStatus } from './socket-status';

/** Typed hooks for every procedure of the server. */
export const trpc = createTRPCReact<AppRouter>();

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${protocol}://${window.location.host}/trpc`;
}

/** Reconnect soon after a drop, then back off to at most 10 s between attempts. */
const retryDelayMs = (attempt: number) => Math.min(500 * 2 ** attempt, 10_000);

/**
 * Subscriptions ride the WebSocket, everything else goes over HTTP. The socket is lazy: the server
 * reads the session cookie once per connection, so it opens only when a subscription needs it (after
 * sign-in) and closes again when none is left. Dropped sockets reconnect by themselves and resume
 * each subscription from its last event id (tracked messages).
 */
export function createTrpcClient() {
  const socket = createWSClient({
    url: socketUrl,
    lazy: { enabled: true, closeMs: 10_000 },
    retryDelayMs,
    // Pings notice a silently dead connection (sleeping laptop, lost Wi-Fi) within seconds.
    keepAlive: { enabled: true, intervalMs: 10_000, pongTimeoutMs: 4_000 },
    onClose(cause) {
      if (cause?.code === SESSION_ENDED_CLOSE_CODE) sessionEnded();
    },
  });
  socket.connectionState.subscribe({
    next(state) {
      if (state.state === 'pending') setSocketStatus('open');
      else if (state.state === 'idle') setSocketStatus('idle');
      else setSocketStatus(state.error ? 'down' : 'connecting');
    },
  });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: socket }),
        false: httpBatchLink({
          url: '/trpc',
          maxItems: MAX_BATCH_ITEMS,
          // The server's refusals (4xx `message`) come back in the language the app shows, which Settings may
          // have made other than the browser's.
          headers: () => ({ 'accept-language': currentLocale() }),
          fetch: (url, options) => {
            const again = () => fetch(url, { ...options, credentials: 'include' });
            // The first batch may already be on its way (boot.js); should it fail, it is asked again.
            return takeFirstBatch(String(url))?.catch(again) ?? again();
          },
        }),
      }),
    ],
  });
}
