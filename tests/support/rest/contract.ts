import { expect } from 'vitest';
import { navigations } from '../../../src/server/api/navigations';
import { appOpenApiDocument } from '../../../src/server/api/reference';
import { restRoutes, routeKey } from '../../../src/server/api/routes';
import { newAccount, register } from '../accounts';
import { account } from '../calls';
import { makeGame, makeSport } from '../games';
import { type MemoryTransport, resetLinkIn, tokenOf } from '../mail';
import { openApiValidator } from '../openapi-validator';
import type { TestApp } from '../test-app';

/** Who calls: nobody, a free player, an admin. */
export type Role = 'out' | 'player' | 'admin';
export const ROLES: readonly Role[] = ['out', 'player', 'admin'];

export interface Person {
  id: number;
  username: string;
  email: string;
  password: string;
  cookie: string;
}

/** What the contract cases build their requests from: people, games, a pick to grade, reset links. */
export interface Fixtures {
  t: TestApp;
  player: Person;
  admin: Person;
  /** A third account the admin acts on (subscription, reset, password). */
  target: Person;
  sport: { id: number; name: string; teams: { id: number; name: string }[] };
  /** A game starting in ten hours, for picks. */
  open: { id: number; home: number; away: number };
  /** Scheduled games without picks: one to edit, one to delete, one to score. */
  toEdit: number;
  toDelete: number;
  toScore: number;
  /** A pick of the target on a completed game whose winner is unknown. */
  gradable: number;
  prizeToDelete: number;
  /** An effect that failed too often and waits for an admin's retry (it announces the open game again). */
  parkedEffect: number;
  /** The signed-in person of a role (the player's for 'out', whose calls are refused anyway). */
  person(role: Role): Person;
  /** A new account of the role, signed in, for calls that end its sessions (sign-out ends them all). */
  freshCookie(role: Role): Promise<string | undefined>;
  /** A working reset token of a new account. */
  resetToken(): Promise<string>;
}

async function person(t: TestApp, admin = false): Promise<Person> {
  const made = await account(t, admin);
  const { username, email, password } = made.input;
  return { id: made.row.id, username, email, password, cookie: made.cookie };
}

export async function contractFixtures(t: TestApp, mail: MemoryTransport): Promise<Fixtures> {
  const [player, admin, target] = [await person(t), await person(t, true), await person(t)];
  const sport = await makeSport(t.deps.db);
  const [home, away] = [sport.teams[0]!.id, sport.teams[1]!.id];
  const game = (startsInMinutes: number, status: 'scheduled' | 'completed' = 'scheduled') =>
    makeGame(t.deps.db, { sportId: sport.id, homeTeamId: home, awayTeamId: away, startsInMinutes, status });
  const open = await game(600);
  const [toEdit, toDelete, toScore] = [await game(700), await game(800), await game(-60)];
  const done = await game(-300, 'completed');
  const gradable = await t.deps.db
    .insertInto('picks')
    .values({ user_id: target.id, game_id: done.id, selected_team_id: home })
    .returning('id')
    .executeTakeFirstOrThrow();
  const prize = await t.deps.db
    .insertInto('prizes')
    .values({ title: 'Old prize', month: '2026-10', year: 2026 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parked = await t.deps.db
    .insertInto('effect_jobs')
    .values({
      kind: 'grading.events',
      key: 'grading.events:contract-parked',
      payload: JSON.stringify({ gameId: open.id, graded: [], affectedUserIds: [] }),
      run_after: new Date(),
      attempts: 8,
      last_error: 'the contract fixture parks it',
      parked_at: new Date(),
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Sharing needs an unlocked achievement.
  await t.deps.db
    .insertInto('achievement_unlocks')
    .values([player, admin].map((p) => ({ user_id: p.id, type: 'rookie_star' })))
    .execute();

  return {
    t,
    player,
    admin,
    target,
    sport,
    open: { id: open.id, home, away },
    toEdit: toEdit.id,
    toDelete: toDelete.id,
    toScore: toScore.id,
    gradable: gradable.id,
    prizeToDelete: prize.id,
    parkedEffect: parked.id,
    person: (role) => (role === 'admin' ? admin : player),
    async freshCookie(role) {
      if (role === 'out') return undefined;
      return (await person(t, role === 'admin')).cookie;
    },
    async resetToken() {
      const { account: fresh } = await register(t.app, newAccount());
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset/request',
        payload: { email: fresh.email },
      });
      expect(res.statusCode).toBe(200);
      await t.deps.mailer.drain();
      return tokenOf(resetLinkIn(mail.to(fresh.email).at(-1)!.text));
    },
  };
}

export interface ContractRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A session other than the role's own (calls that end it); undefined: none. */
  cookie?: string | undefined;
}

export interface ContractCase {
  /** The status for [signed out, player, admin]. */
  expect: readonly [number, number, number];
  request?: (fx: Fixtures, role: Role) => ContractRequest | Promise<ContractRequest>;
  /**
   * Why the contract's request cannot reach what the caller's row allows (and where that is tested): the row then
   * must be open to everyone, and the case answer every caller alike.
   */
  beyondRow?: string;
}

export const PUBLIC = [200, 200, 200] as const;
export const PLAYER = [401, 200, 200] as const;
export const ADMIN = [401, 403, 200] as const;
/** A premium feature: the contract's player and admin are free players. */
export const PREMIUM = [401, 403, 403] as const;
export const NAVIGATION = [302, 302, 302] as const;

/** The REST surface the contract tests read: the app's OpenAPI document, its validator, every route by its key. */
export function restSurface() {
  const doc = appOpenApiDocument();
  const table = new Map([...restRoutes, ...navigations].map((r) => [routeKey(r), r]));
  return { doc, validator: openApiValidator(doc), table };
}

/** The path a contract request calls: the route's `:params` filled in, under /api, with its query. */
export function contractUrl(url: string, req: ContractRequest): string {
  const filled = url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(req.params?.[name])));
  const query = new URLSearchParams(req.query ?? {}).toString();
  return `/api${filled}${query ? `?${query}` : ''}`;
}
