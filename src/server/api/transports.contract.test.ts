import {
  createTRPCUntypedClient,
  createWSClient,
  httpBatchLink,
  httpLink,
  type TRPCClientError,
  type TRPCLink,
  wsLink,
} from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../../tests/support/accounts';
import { Inbox, socketClass } from '../../../tests/support/live/sockets';
import { listeningTestApp, RELAXED_LIMITS } from '../../../tests/support/test-app';
import type { AppRouter } from './router';

// One contract for every way in. The official @trpc/client over HTTP batches (httpBatchLink), single calls
// (httpLink: the server's fast path, single-call.ts) and the WebSocket (wsLink: the server's own socket
// handler), and REST with fetch, all call the same procedures of one running app and must give the same
// answers and refusals: status and code, words, input problems, a 429's Retry-After. The server speaks tRPC's
// wire formats itself in three places (procedure-table.ts is where it reads tRPC); a tRPC upgrade that changes
// what the client expects fails here, named by its transport.

const t = listeningTestApp({
  // Two failed sign-ins under one typed name, then 429: the refusal that names its wait.
  config: { rateLimits: { ...RELAXED_LIMITS, loginFailuresPerAccount: { max: 2, windowMs: 60_000 } } },
});

type Who = 'nobody' | 'player';

/** What a caller learns from one call, the same whichever way it went. */
type Answer =
  | { ok: true; data: unknown }
  | {
      ok: false;
      status: number;
      /** tRPC's error code; REST says it by status alone. */
      code?: string;
      message: string;
      /** Each input problem as `path: message`. */
      issues?: string[];
      /** HTTP only: a socket has no headers. */
      retryAfter?: string | null;
    };

interface Call {
  path: string;
  type: 'query' | 'mutation';
  input?: unknown;
  rest: { method: 'GET' | 'POST'; url: string; body?: unknown };
}

interface Transport {
  name: string;
  /** tRPC transports answer with tRPC's code; over HTTP a 429's Retry-After is read. */
  speaksTrpc: boolean;
  http: boolean;
  ask(who: Who, call: Call): Promise<Answer>;
}

let cookie = '';
let playerId = 0;
const sockets: ReturnType<typeof createWSClient>[] = [];

beforeAll(async () => {
  const res = await fetch(`${t.base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.base },
    body: JSON.stringify(newAccount()),
  });
  expect(res.status).toBe(200);
  playerId = ((await res.json()) as { id: number }).id;
  cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))!
    .split(';')[0]!;
});

afterAll(async () => {
  for (const socket of sockets) await socket.close();
});

/** What a browser page of the app sends: its Origin, and the player's cookie when signed in. */
const headersOf = (who: Who): Record<string, string> => ({
  origin: t.base,
  ...(who === 'player' ? { cookie } : {}),
});

function trpcAnswer(error: unknown): Answer {
  const e = error as TRPCClientError<AppRouter> & { meta?: { response?: Response } };
  const issues = e.data?.issues?.map((i) => (i.path === '' ? i.message : `${i.path}: ${i.message}`));
  const retryAfter = e.meta?.response?.headers.get('retry-after');
  return {
    ok: false,
    status: e.data?.httpStatus ?? 0,
    code: e.data?.code ?? 'none',
    message: e.message,
    ...(issues ? { issues } : {}),
    ...(retryAfter === undefined ? {} : { retryAfter }),
  };
}

/** A transport of the official client: one client per caller, made on first use. */
function trpcTransport(name: string, http: boolean, link: (who: Who) => TRPCLink<AppRouter>): Transport {
  const clients = new Map<Who, ReturnType<typeof createTRPCUntypedClient<AppRouter>>>();
  const clientOf = (who: Who) => {
    let client = clients.get(who);
    if (!client) {
      client = createTRPCUntypedClient<AppRouter>({ links: [link(who)] });
      clients.set(who, client);
    }
    return client;
  };
  return {
    name,
    speaksTrpc: true,
    http,
    async ask(who, call) {
      const client = clientOf(who);
      try {
        const data =
          call.type === 'query'
            ? await client.query(call.path, call.input)
            : await client.mutation(call.path, call.input);
        return { ok: true, data };
      } catch (error) {
        return trpcAnswer(error);
      }
    },
  };
}

const wsClientOf = (who: Who) => {
  const socket = createWSClient({
    url: `${t.base.replace(/^http/, 'ws')}/trpc`,
    WebSocket: socketClass(headersOf(who)) as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 60_000,
  });
  sockets.push(socket);
  return socket;
};

const rest: Transport = {
  name: 'REST',
  speaksTrpc: false,
  http: true,
  async ask(who, call) {
    const { method, url, body } = call.rest;
    const res = await fetch(`${t.base}/api${url}`, {
      method,
      headers: { ...headersOf(who), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as { message: string; errors?: string[] };
    if (res.ok) return { ok: true, data: json };
    return {
      ok: false,
      status: res.status,
      message: json.message,
      ...(json.errors ? { issues: json.errors } : {}),
      retryAfter: res.headers.get('retry-after'),
    };
  },
};

const url = () => `${t.base}/trpc`;
const transports: Transport[] = [
  trpcTransport('httpBatchLink', true, (who) => httpBatchLink({ url: url(), headers: () => headersOf(who) })),
  trpcTransport('httpLink', true, (who) => httpLink({ url: url(), headers: () => headersOf(who) })),
  trpcTransport('wsLink', false, (who) => wsLink({ client: wsClientOf(who) })),
  rest,
];

/** The answer every transport must give, less what one cannot say (REST's code, a socket's headers). */
function expected(transport: Transport, answer: Answer): Answer {
  if (answer.ok) return answer;
  const { code, retryAfter, ...rest } = answer;
  return {
    ...rest,
    ...(transport.speaksTrpc && code ? { code } : {}),
    ...(transport.http ? { retryAfter: retryAfter ?? null } : {}),
  };
}

async function answersOf(who: Who, call: Call | ((transport: Transport) => Call)) {
  const answers: Record<string, Answer> = {};
  for (const transport of transports) {
    answers[transport.name] = await transport.ask(who, typeof call === 'function' ? call(transport) : call);
  }
  return answers;
}

type Refusal = Extract<Answer, { ok: false }>;

/** A refusal with tRPC's `code` for its HTTP `status` (REST says it by the status alone). */
const refused = (status: number, code: string, message: string, more: Partial<Refusal> = {}): Refusal => ({
  ok: false,
  status,
  code,
  message,
  ...more,
});

/** Holds every transport's answer to `answer`, each named in the failure. */
function expectEveryway(answers: Record<string, Answer>, answer: Answer) {
  const want = Object.fromEntries(transports.map((tr) => [tr.name, expected(tr, answer)]));
  // A failed call over HTTP without Retry-After reads null; over the socket it has no headers at all.
  const got = Object.fromEntries(
    transports.map((tr) => {
      const a = answers[tr.name]!;
      return [tr.name, a.ok || !tr.http || 'retryAfter' in a ? a : { ...a, retryAfter: null }];
    }),
  );
  expect(got).toEqual(want);
}

const authUser: Call = { path: 'auth.user', type: 'query', rest: { method: 'GET', url: '/auth/user' } };

describe('every transport answers the same', () => {
  it('a query with no input (the signed-in user)', async () => {
    const answers = await answersOf('player', authUser);
    const data = (answers.REST as { ok: true; data: { id: number } }).data;
    expect(data.id).toBe(playerId);
    expectEveryway(answers, { ok: true, data });
  });

  it('a query with input (is a username free)', async () => {
    const username = `free${Date.now().toString(36)}`;
    const answers = await answersOf('nobody', {
      path: 'auth.checkUsername',
      type: 'query',
      input: { username },
      rest: { method: 'GET', url: `/auth/check-username/${username}` },
    });
    const data = (answers.REST as { ok: true; data: { available: boolean } }).data;
    expect(data.available).toBe(true);
    expectEveryway(answers, { ok: true, data });
  });

  it('401 to a signed-out caller of a player procedure', async () => {
    expectEveryway(await answersOf('nobody', authUser), refused(401, 'UNAUTHORIZED', 'Unauthorized'));
  });

  it("403 to a player calling an admin's procedure", async () => {
    const call: Call = {
      path: 'admin.users.list',
      type: 'query',
      input: {},
      rest: { method: 'GET', url: '/admin/users' },
    };
    expectEveryway(await answersOf('player', call), refused(403, 'FORBIDDEN', 'Admin access required'));
  });

  it('400 with each input problem for input the schema refuses', async () => {
    const input = { gameId: 'x', selectedTeamId: 1 };
    const answers = await answersOf('player', {
      path: 'picks.create',
      type: 'mutation',
      input,
      rest: { method: 'POST', url: '/picks', body: input },
    });
    const refusal = answers.REST as Extract<Answer, { ok: false }>;
    expect(refusal.issues).toEqual([expect.stringMatching(/^gameId: /)]);
    // The first problem in plain words, as the client shows it.
    const message = refusal.issues![0]!.slice('gameId: '.length);
    expectEveryway(answers, refused(400, 'BAD_REQUEST', message, { issues: refusal.issues! }));
  });

  it("429 with Retry-After once a name's sign-in budget is spent", async () => {
    // Each transport signs in under a name of its own (no such account), so each meets its own budget.
    const login = (transport: Transport): Call => {
      const input = { username: `nobody-${transport.name.toLowerCase()}`, password: 'not the password' };
      return {
        path: 'auth.login',
        type: 'mutation',
        input,
        rest: { method: 'POST', url: '/auth/login', body: input },
      };
    };
    const wrong = { ok: false, status: 401, code: 'UNAUTHORIZED' } as const;
    for (let attempt = 0; attempt < 2; attempt++) {
      const answers = await answersOf('nobody', login);
      expectEveryway(answers, { ...wrong, message: (answers.REST as { message: string }).message });
    }
    const answers = await answersOf('nobody', login);
    const refusal = answers.REST as Extract<Answer, { ok: false }>;
    // The test's clock stands still: every transport's wait is the whole window.
    expect(refusal.retryAfter).toBe('60');
    expect(refusal.message).toMatch(/try again/i);
    expectEveryway(answers, refused(429, 'TOO_MANY_REQUESTS', refusal.message, { retryAfter: '60' }));
  });
});

describe('a subscription over the socket', () => {
  it('starts with its first message (the games snapshot), tracked', async () => {
    const client = createTRPCUntypedClient<AppRouter>({ links: [wsLink({ client: wsClientOf('player') })] });
    const inbox = new Inbox<{ id: string; data: { type: string } }>();
    const subscription = client.subscription(
      'live.games',
      { day: 'today' },
      { onData: (m) => inbox.push(m as never), onError: inbox.fail },
    );
    const first = await inbox.next();
    subscription.unsubscribe();
    expect(first.id).toEqual(expect.any(String));
    expect(first.data).toMatchObject({ type: 'snapshot', day: 'today' });
    expect(inbox.errors).toEqual([]);
  });
});
