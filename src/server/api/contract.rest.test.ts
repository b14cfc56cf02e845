import { beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../tests/support/calls';
import { MemoryTransport } from '../../../tests/support/mail';
import {
  contractFixtures,
  contractUrl,
  type Fixtures,
  ROLES,
  restSurface,
} from '../../../tests/support/rest/contract';
import { CASES, CONTRACT_PUSH_SETTINGS } from '../../../tests/support/rest/contract-cases';
import { sharedTestApp } from '../../../tests/support/test-app';
import { openApiPath } from '../platform/transport/openapi/operation';
import { navigations } from './navigations';
import { routeKey } from './routes';

// The contract of every /api path, generated from the path table: who may call it (signed out,
// player, admin, decided in tests/support/rest/contract-cases.ts), and that what it answers fits its OpenAPI schema.

const mail = new MemoryTransport();
const t = sharedTestApp({ mailTransport: mail, config: { push: CONTRACT_PUSH_SETTINGS } });
const { doc, validator, table } = restSurface();
let fx: Fixtures;

beforeAll(async () => {
  fx = await contractFixtures(t, mail);
});

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Every `...At` / `...Time` string of a body, which must be ISO 8601 instants. */
function instants(value: unknown, path = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => instants(v, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]): [string, string][] =>
    typeof inner === 'string' && /(At|Time)$/.test(key)
      ? [[`${path}.${key}`, inner]]
      : instants(inner, `${path}.${key}`),
  );
}

describe('the contract table', () => {
  it('decides every path of the REST table, and only those', () => {
    expect(Object.keys(CASES).sort()).toEqual([...table.keys()].sort());
  });

  it('catches a body that does not fit its schema', () => {
    expect(validator.responseProblems('GET', '/api/games/today', '200', { games: 'none' })).not.toEqual([]);
  });
});

describe.each(Object.entries(CASES))('%s', (key, contract) => {
  const route = table.get(key)!;
  const [out, player, admin] = contract.expect;

  it(`answers ${out} signed out, ${player} to a player, ${admin} to an admin, as documented`, async () => {
    const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    expect(op, `${key} is in the OpenAPI document`).toBeDefined();
    for (const [i, role] of ROLES.entries()) {
      const req = contract.request ? await contract.request(fx, role) : {};
      const cookie = 'cookie' in req ? req.cookie : role === 'out' ? undefined : fx.person(role).cookie;
      const unsafe = route.method !== 'GET';
      const res = await t.app.inject({
        method: route.method,
        url: contractUrl(route.url, req),
        headers: {
          ...sameOrigin,
          ...(cookie ? { cookie } : {}),
          ...(unsafe ? { 'content-type': 'application/json' } : {}),
        },
        ...(unsafe ? { payload: JSON.stringify(req.body ?? {}) } : {}),
      });
      const who = `${key} as ${role}`;
      expect(res.statusCode, `${who}: ${res.body.slice(0, 300)}`).toBe(contract.expect[i]);
      expect(Object.keys(op!.responses as object), `${who}: status documented`).toContain(
        String(res.statusCode),
      );
      if (res.statusCode === 302) {
        expect(res.headers.location).toBe(navigations.find((n) => routeKey(n) === key)?.location);
        continue;
      }
      const body = res.json();
      const status = res.statusCode === 200 ? '200' : String(res.statusCode);
      expect(validator.responseProblems(route.method, openApiPath(route.url), status, body), who).toEqual([]);
      for (const [path, text] of instants(body)) expect(text, `${who} ${path}`).toMatch(ISO_INSTANT);
    }
  });
});
