import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/calls';
import { CASES, CONTRACT_PUSH_SETTINGS } from '../../../tests/support/rest/contract-cases';
import { sharedTestApp } from '../../../tests/support/test-app';
import {
  type Callers,
  callers,
  decisionOfStatus,
  procedurePaths,
  quietMail,
} from '../../../tests/support/trpc/authorization';
import { accessOf, CALLER_KINDS, expectedStatus } from '../../../tests/support/trpc/authorization-table';
import { STATS_PREMIUM_ONLY } from '../../shared/schemas/stats';
import { navigations } from './navigations';
import { restRoutes, routeKey } from './routes';

// The /api side of tests/support/trpc/authorization-table.ts: every REST path calls one procedure, so the procedure's
// row decides the path too. The contract cases (which call each path with real data) must agree with
// the row, and a call with no data at all gets the row's 401/403 or passes the access check.

const t = sharedTestApp({ mailTransport: quietMail(), config: { push: CONTRACT_PUSH_SETTINGS } });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

describe('the REST table', () => {
  it('maps every path to a procedure that has a row', () => {
    for (const route of restRoutes) {
      expect(procedurePaths, routeKey(route)).toContain(route.procedure);
      expect(accessOf(route.procedure), routeKey(route)).toBeDefined();
    }
  });

  it('has contract cases that expect what the rows decide', () => {
    for (const route of restRoutes) {
      const row = accessOf(route.procedure)!;
      const fromRow = CALLER_KINDS.map((kind) => expectedStatus(row, kind));
      const c = CASES[routeKey(route)];
      // A case that cannot reach success (it says why) still answers every refused caller as the row says, and every
      // allowed caller alike, with the one 4xx it expects.
      const reached = c?.beyondRow ? fromRow.map((s, i) => (s === 200 ? c.expect[i] : s)) : fromRow;
      expect(c?.expect, routeKey(route)).toEqual(reached);
      if (c?.beyondRow) {
        const allowed = c.expect.filter((_, i) => fromRow[i] === 200);
        expect(new Set(allowed).size, routeKey(route)).toBe(1);
        expect(allowed[0], routeKey(route)).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('only navigates through procedures open to everyone (a navigation always redirects)', () => {
    for (const nav of navigations.filter((n) => n.procedure)) {
      expect(accessOf(nav.procedure!), routeKey(nav)).toEqual({
        signedOut: 'allowed',
        player: 'allowed',
        admin: 'allowed',
      });
    }
  });
});

describe.each(restRoutes.map((r) => [routeKey(r), r] as const))('%s without data', (_key, route) => {
  it('answers as the row of its procedure', async () => {
    const url = `/api${route.url.replace(/:(\w+)/g, '1')}`;
    const row = accessOf(route.procedure)!;
    for (const kind of CALLER_KINDS) {
      const res = await call(
        t,
        await who.cookieOf(kind),
        route.method,
        url,
        route.method === 'GET' ? undefined : {},
      );
      const got = decisionOfStatus(res.statusCode, res.body);
      expect(got, `${route.method} ${url} as ${kind}: ${res.body.slice(0, 200)}`).toBe(row[kind]);
      if (got === 401) expect(res.json()).toEqual({ message: 'Unauthorized' });
      if (got === 403) {
        const premium = row.admin === 403;
        expect(res.json()).toEqual({ message: premium ? STATS_PREMIUM_ONLY : 'Admin access required' });
      }
    }
  });
});
