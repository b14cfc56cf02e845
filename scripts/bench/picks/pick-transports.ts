import type { LoadCall } from '../toolkit/http-load';

// The four ways a client makes a pick: tRPC (the app) or REST (third-party clients), each signed in by the
// session cookie (a browser, which also sends its Origin) or by a Bearer header (anything else).

export const PICK_TRANSPORTS = ['trpc-cookie', 'trpc-bearer', 'rest-cookie', 'rest-bearer'] as const;
export type PickTransport = (typeof PICK_TRANSPORTS)[number];

/** TRANSPORTS (comma-separated; every one by default) as the list a run spreads its players over. */
export function transportsFromEnv(): PickTransport[] {
  const asked = (process.env.TRANSPORTS ?? PICK_TRANSPORTS.join(',')).split(',').filter(Boolean);
  for (const t of asked) {
    if (!(PICK_TRANSPORTS as readonly string[]).includes(t)) {
      throw new Error(`TRANSPORTS: ${t} is not one of ${PICK_TRANSPORTS.join(', ')}`);
    }
  }
  return asked as PickTransport[];
}

/** A new pick of `gameId` for the player whose session token is `token`, sent the way `transport` says. */
export function pickCall(
  transport: PickTransport,
  base: string,
  token: string,
  pick: { gameId: number; selectedTeamId: number },
): LoadCall {
  const [api, auth] = transport.split('-') as ['trpc' | 'rest', 'cookie' | 'bearer'];
  return {
    path: api === 'trpc' ? '/trpc/picks.create' : '/api/picks',
    body: JSON.stringify(pick),
    headers:
      auth === 'cookie'
        ? { cookie: `__Host-session=${token}`, origin: base }
        : { authorization: `Bearer ${token}` },
  };
}

/** The id of the pick an accepted call's answer carries (tRPC wraps the procedure's answer, REST does not). */
export function pickedId(transport: PickTransport, body: string): number {
  const answer = JSON.parse(body) as { result?: { data: { pick: { id: number } } }; pick?: { id: number } };
  const id = transport.startsWith('trpc') ? answer.result?.data.pick.id : answer.pick?.id;
  if (typeof id !== 'number') throw new Error(`${transport}: no pick id in ${body.slice(0, 200)}`);
  return id;
}
