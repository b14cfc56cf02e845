import { beforeAll, describe, expect, it } from 'vitest';
import { contextFor, sameOrigin } from '../../../tests/support/calls';
import { sharedTestApp } from '../../../tests/support/test-app';
import {
  type Callers,
  callers,
  type Decision,
  decisionOfCall,
  decisionOfCode,
  decisionOfStatus,
  procedurePaths,
  procedures,
  quietMail,
} from '../../../tests/support/trpc/authorization';
import {
  AUTHORIZATION,
  accessOf,
  CALLER_KINDS,
  type CallerKind,
} from '../../../tests/support/trpc/authorization-table';
import { createCaller } from './router';

/** Procedures a free player (and a free admin) is refused: premium features. */
const PREMIUM_FEATURES = ['users.stats'];

// Every procedure of the router, called as nobody, a player and an admin (in process and over HTTP),
// answers as its row of tests/support/trpc/authorization-table.ts says. The /api paths and the subscriptions over a
// WebSocket are held to the same rows in authorization.rest.test.ts and authorization.socket.test.ts.

const t = sharedTestApp({ mailTransport: quietMail() });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

type CallerNode = { [key: string]: CallerNode } & ((input?: unknown) => Promise<unknown>);

/** The procedure at a dotted path of an in-process caller. */
const procedureOf = (caller: unknown, path: string) =>
  path.split('.').reduce((node, key) => node[key]!, caller as CallerNode);

describe('the authorization table', () => {
  it('has a row for every procedure of the router, and none for a procedure it lacks', () => {
    expect(Object.keys(AUTHORIZATION).sort()).toEqual(procedurePaths);
  });

  it('covers the three kinds of procedure', () => {
    const types = new Set(procedurePaths.map((p) => procedures[p]!._def.type));
    expect([...types].sort()).toEqual(['mutation', 'query', 'subscription']);
  });

  it('refuses every admin.* procedure to players, and lets nothing else refuse them but a premium feature', () => {
    for (const path of procedurePaths) {
      const row = accessOf(path);
      expect(row?.player === 403 && row.admin !== 403, path).toBe(path.startsWith('admin.'));
      if (row?.admin === 403) expect(PREMIUM_FEATURES, path).toContain(path);
    }
  });
});

/** What each kind of caller got: the same shape as a row of the table. */
async function decisions(decide: (kind: CallerKind) => Promise<Decision>) {
  const out: Record<string, Decision> = {};
  for (const kind of CALLER_KINDS) out[kind] = await decide(kind);
  return out;
}

describe('every procedure in process (createCaller), without input', () => {
  it.each(procedurePaths)('%s answers as its row', async (path) => {
    const got = await decisions((kind) =>
      decisionOfCall(() => procedureOf(createCaller(contextFor(t, who.userOf(kind))), path)()),
    );
    expect(got).toEqual(accessOf(path));
  });
});

/**
 * An HTTP answer as a decision. Subscriptions over HTTP answer 200 with an event stream and report a
 * refusal in its error event; everything else carries it in the status.
 */
function httpDecision(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  if (!String(res.headers['content-type']).startsWith('text/event-stream'))
    return decisionOfStatus(res.statusCode, res.body);
  const error = /event: serialized-error\ndata: (.*)\n/.exec(res.body)?.[1];
  return error ? decisionOfCode((JSON.parse(error) as { data?: { code?: string } }).data?.code) : 'allowed';
}

describe('every procedure over HTTP /trpc, with the cookie of a fresh session', () => {
  it.each(procedurePaths)('%s answers as its row', async (path) => {
    const query = procedures[path]!._def.type !== 'mutation';
    const got = await decisions(async (kind) => {
      const cookie = await who.cookieOf(kind);
      const res = await t.app.inject({
        method: query ? 'GET' : 'POST',
        url: `/trpc/${path}`,
        headers: {
          ...sameOrigin,
          ...(cookie ? { cookie } : {}),
          ...(query ? {} : { 'content-type': 'application/json' }),
        },
        ...(query ? {} : { payload: '{}' }),
      });
      return httpDecision(res);
    });
    expect(got).toEqual(accessOf(path));
  });
});
