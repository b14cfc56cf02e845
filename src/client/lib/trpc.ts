import { createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../server/trpc/router';

/** Typed hooks for every procedure of the server. */
export const trpc = createTRPCReact<AppRouter>();

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${protocol}://${window.location.host}/trpc`;
}

/**
 * Subscriptions ride the WebSocket, everything else goes over HTTP. The socket is lazy: the server
 * reads the session cookie once per connection, so it opens only when a subscription needs it (after
 * sign-in) and closes again when none is left.
 */
export function createTrpcClient() {
  const socket = createWSClient({ url: socketUrl, lazy: { enabled: true, closeMs: 10_000 } });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: socket }),
        false: httpBatchLink({
          url: '/trpc',
          fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
        }),
      }),
    ],
  });
}
