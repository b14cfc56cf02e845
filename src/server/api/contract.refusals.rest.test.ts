import { beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../tests/support/calls';
import { MemoryTransport } from '../../../tests/support/mail';
import {
  contractFixtures,
  contractUrl,
  type Fixtures,
  restSurface,
} from '../../../tests/support/rest/contract';
import { REFUSALS } from '../../../tests/support/rest/contract-refusal-cases';
import { genericProbes, type Probe } from '../../../tests/support/rest/contract-refusals';
import { sharedTestApp } from '../../../tests/support/test-app';
import { appWithoutDatabase } from '../../../tests/support/unreachable-database';
import { openApiPath } from '../platform/transport/openapi/operation';
import { acceptsIdempotencyKey } from '../platform/transport/rest/idempotency.rules';

// Every answer a route gives is in its OpenAPI entry. contract.rest.test.ts checks the answers to each role;
// here every path is also refused every way it can be (a row that does not exist, a malformed id, a body that is
// not an object, not JSON, a form, too large, another site's cookie call, a reused Idempotency-Key, and the
// conflicts and refusals of its own in contract-refusal-cases.ts), and each status must be listed in its
// responses with a body that fits. A status a route answers without listing it fails here: list it on the route
// (`errors` in its routes file), never loosen this test.

const mail = new MemoryTransport();
const t = sharedTestApp({ mailTransport: mail });
const { validator, table } = restSurface();
let fx: Fixtures;

beforeAll(async () => {
  fx = await contractFixtures(t, mail);
});

/** Sends a probe; answers `status body` when its status is not documented for the route, else null. */
async function undocumented(key: string, probe: Probe): Promise<string | null> {
  const route = table.get(key)!;
  const { request, role } = probe;
  const cookie = 'cookie' in request ? request.cookie : role === 'out' ? undefined : fx.person(role).cookie;
  const unsafe = route.method !== 'GET';
  const body =
    probe.raw ?? (unsafe ? { type: 'application/json', text: JSON.stringify(request.body ?? {}) } : null);
  const res = await t.app.inject({
    method: route.method,
    url: contractUrl(route.url, request),
    headers: {
      ...sameOrigin,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': body.type } : {}),
      ...probe.headers,
    },
    ...(body ? { payload: body.text } : {}),
  });
  const path = openApiPath(route.url);
  const status = String(res.statusCode);
  const what = `${key} ${probe.label} -> ${status} ${res.body.slice(0, 160)}`;
  if (probe.status !== undefined && res.statusCode !== probe.status) return `${what}, not ${probe.status}`;
  if (!validator.documentedStatuses(route.method, path).includes(status)) return what;
  if (res.statusCode >= 400) {
    const problems = validator.responseProblems(route.method, path, status, res.json());
    if (problems.length > 0) return `${what}: ${problems.join('; ')}`;
  }
  return null;
}

describe('every refusal of a path', () => {
  it('names only paths of the table', () => {
    expect(Object.keys(REFUSALS).filter((key) => !table.has(key))).toEqual([]);
  });

  it.each([...table.keys()])('%s is documented', async (key) => {
    const route = table.get(key)!;
    const probes = 'location' in route ? [] : genericProbes(route);
    if (!('location' in route) && acceptsIdempotencyKey(route)) {
      // The same key again with another request: the second is 422 whatever the first answered.
      const key422 = `refusal-${route.method}-${route.url}`;
      const headers = { 'idempotency-key': key422 };
      probes.push(
        {
          label: 'a new Idempotency-Key',
          role: 'admin',
          request: { params: { id: 1 }, body: { a: 1 } },
          headers,
        },
        {
          label: 'the key again, another body',
          role: 'admin',
          request: { params: { id: 1 }, body: { a: 2 } },
          headers,
        },
      );
    }
    for (const make of REFUSALS[key] ?? []) probes.push(...(await make(fx)));
    const problems: string[] = [];
    for (const probe of probes) {
      const problem = await undocumented(key, probe);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });
});

describe('every path while the database cannot be reached', () => {
  it('answers a documented status (503), signed out and with a token', async () => {
    const down = await appWithoutDatabase();
    const problems: string[] = [];
    try {
      for (const [key, route] of table) {
        const url = `/api${route.url.replace(/:\w+/g, '1')}`;
        for (const auth of [
          {},
          { authorization: 'Bearer aaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' },
        ]) {
          const unsafe = route.method !== 'GET';
          const res = await down.app.inject({
            method: route.method,
            url,
            headers: { ...auth, ...(unsafe ? { 'content-type': 'application/json' } : {}) },
            ...(unsafe ? { payload: '{}' } : {}),
          });
          const documented = validator.documentedStatuses(route.method, openApiPath(route.url));
          if (!documented.includes(String(res.statusCode)))
            problems.push(`${key} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    } finally {
      await down.close();
    }
    expect(problems).toEqual([]);
  });
});
