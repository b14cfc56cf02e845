import { TRPCError } from '@trpc/server';
import { appRouter } from '../../../src/server/api/router';
import { createSession } from '../../../src/server/modules/users/session.service';
import type { UserRow } from '../../../src/server/platform/db/schema';
import { account } from '../calls';
import { MemoryTransport } from '../mail';
import type { TestApp } from '../test-app';
import type { CallerKind } from './authorization-table';

// Shared by the authorization tests: the three kinds of caller and how an answer reads as a decision.

export type ProcedureType = 'query' | 'mutation' | 'subscription';
type Procedures = Record<string, { _def: { type: ProcedureType; inputs: unknown[] } }>;

/** Every procedure of the router by dotted path, as tRPC flattens it. */
export const procedures = (appRouter._def as unknown as { procedures: Procedures }).procedures;
export const procedurePaths = Object.keys(procedures).sort();

/** An access decision as the table writes it; anything else (a 500, a stray code) stays visible. */
export type Decision = 'allowed' | 401 | 403 | string;

/** 401 and 403 are access refusals; any other answer below 500 got past the access check. */
export function decisionOfStatus(status: number, body = ''): Decision {
  if (status === 401 || status === 403) return status;
  return status < 500 ? 'allowed' : `${status} ${body.slice(0, 200)}`;
}

/** The decision behind a tRPC error code (in-process calls, socket messages). */
export function decisionOfCode(code: string | undefined): Decision {
  if (code === 'UNAUTHORIZED') return 401;
  if (code === 'FORBIDDEN') return 403;
  return code === 'INTERNAL_SERVER_ERROR' || code === undefined ? `error ${code}` : 'allowed';
}

/** The decision of an in-process call. */
export const decisionOfCall = (run: () => Promise<unknown>): Promise<Decision> =>
  run().then(
    () => 'allowed',
    (e: unknown) => (e instanceof TRPCError ? decisionOfCode(e.code) : `thrown ${String(e)}`),
  );

export interface Callers {
  player: UserRow;
  admin: UserRow;
  /** The user behind a kind of caller (null: signed out). */
  userOf(kind: CallerKind): UserRow | null;
  /**
   * A new session cookie of the kind's account (none signed out): a call may end the session it
   * came with (a logout), so every call brings its own.
   */
  cookieOf(kind: CallerKind): Promise<string | undefined>;
}

export const quietMail = () => new MemoryTransport();

export async function callers(t: TestApp): Promise<Callers> {
  const player = (await account(t)).row;
  const admin = (await account(t, true)).row;
  const userOf = (kind: CallerKind) => (kind === 'signedOut' ? null : kind === 'admin' ? admin : player);
  return {
    player,
    admin,
    userOf,
    async cookieOf(kind) {
      const user = userOf(kind);
      if (!user) return undefined;
      const meta = { ip: '127.0.0.1', userAgent: 'authorization test' };
      return `session=${(await createSession(t.deps.db, user.id, t.clock.now(), meta)).token}`;
    },
  };
}
