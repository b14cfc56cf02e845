import type { RestRoute } from '../../../src/server/platform/transport/rest/route';
import { makeGame } from '../games';
import type { ContractRequest, Fixtures } from './contract';

// The ways every /api path is refused, for the contract's "every answer is documented" (contract.refusals.rest.test.ts).

/** One refusal to send: who sends it and what, with headers beyond the role's cookie and Origin. */
export interface Probe {
  label: string;
  role: 'out' | 'player' | 'admin';
  request: ContractRequest;
  headers?: Record<string, string>;
  /** The status it must answer, when the probe is made for one (a path's own refusals). */
  status?: number;
  /** The raw body and its type, when it is not the JSON of `request.body`. */
  raw?: { type: string; text: string };
}

/** The largest id PostgreSQL's integer holds: well formed, and no row has it. */
export const MISSING_ID = 2_147_483_647;

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const allParams = (url: string, value: string | number) =>
  Object.fromEntries(paramNames(url).map((name) => [name, value]));

/** The refusals every route of its kind may give: missing rows, malformed ids and bodies, foreign cookie calls. */
export function genericProbes(route: RestRoute): Probe[] {
  const probes: Probe[] = [];
  const unsafe = route.method !== 'GET';
  if (paramNames(route.url).length > 0) {
    for (const role of ['player', 'admin'] as const) {
      probes.push({
        label: `no such row (${role})`,
        role,
        request: { params: allParams(route.url, MISSING_ID) },
      });
    }
    probes.push({ label: 'a malformed id', role: 'admin', request: { params: allParams(route.url, 'x') } });
  }
  if (!unsafe) return probes;
  const params = allParams(route.url, 1);
  probes.push(
    {
      label: 'a body that is not an object',
      role: 'admin',
      request: { params },
      raw: { type: 'application/json', text: '[]' },
    },
    {
      label: 'a body that is not JSON',
      role: 'admin',
      request: { params },
      raw: { type: 'application/json', text: '{' },
    },
    {
      label: 'a form body',
      role: 'admin',
      request: { params },
      raw: { type: 'application/x-www-form-urlencoded', text: 'a=1' },
    },
    {
      label: 'a body over 256 KB',
      role: 'admin',
      request: { params },
      raw: { type: 'application/json', text: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }) },
    },
    {
      label: "another site's cookie call",
      role: 'admin',
      request: { params, body: {} },
      headers: { origin: 'https://elsewhere.example' },
    },
  );
  return probes;
}

// Helpers of the refusal cases (contract-refusal-cases.ts, contract-refusal-admin-cases.ts).

export type Make = (fx: Fixtures) => Probe[] | Promise<Probe[]>;

/** A probe of the admin's (player's) that must answer `status`. */
export const admin = (label: string, status: number, request: Probe['request']): Probe => ({
  label,
  role: 'admin',
  request,
  status,
});
export const player = (label: string, status: number, request: Probe['request']): Probe => ({
  label,
  role: 'player',
  request,
  status,
});

/** A game of the contract's sport starting in `minutes` (negative: started), or finished. */
export const game = (fx: Fixtures, minutes: number, status: 'scheduled' | 'completed' = 'scheduled') =>
  makeGame(fx.t.deps.db, {
    sportId: fx.sport.id,
    homeTeamId: fx.open.home,
    awayTeamId: fx.open.away,
    startsInMinutes: minutes,
    status,
  });

export const pick = async (fx: Fixtures, userId: number, gameId: number) =>
  (
    await fx.t.deps.db
      .insertInto('picks')
      .values({ user_id: userId, game_id: gameId, selected_team_id: fx.open.home })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
