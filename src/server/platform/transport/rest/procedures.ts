import { z } from 'zod';
import { adminProcedure, playerProcedure } from '../../../api/procedures';
import { appRouter } from '../../../api/router';
import type { ProcedurePath } from './route';

export type AuthLevel = 'public' | 'player' | 'admin';

/** What the REST adapter and the OpenAPI document read from a procedure: its parsers and its gate. */
export interface ProcedureInfo {
  path: ProcedurePath;
  type: 'query' | 'mutation';
  input: z.ZodType | null;
  output: z.ZodType | null;
  auth: AuthLevel;
}

// tRPC keeps these on `_def` without exporting a type for them; this is the part we read.
interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: unknown[];
  output?: unknown;
  middlewares: unknown[];
}
type WithDef = { _def: ProcedureDef };

const procedures = (appRouter._def as unknown as { procedures: Record<string, WithDef> }).procedures;

// The access gates are middlewares: every procedure built from playerProcedure (adminProcedure)
// carries the very same function, so access is read from the procedure, never declared twice.
const playerMiddlewares = (playerProcedure as unknown as WithDef)._def.middlewares;
const playerGate = playerMiddlewares[0];
// The admin check is the one middleware adminProcedure has beyond a player's (the NUL-text check that
// both end with is shared by every procedure, public ones too).
const adminGate = (adminProcedure as unknown as WithDef)._def.middlewares.find(
  (m) => !playerMiddlewares.includes(m),
);

const zodOrNull = (parser: unknown): z.ZodType | null => (parser instanceof z.ZodType ? parser : null);

/** The parsers and access level of one procedure; throws for a path the router does not have. */
export function describeProcedure(path: ProcedurePath): ProcedureInfo {
  const def = procedures[path]?._def;
  if (!def || def.type === 'subscription') throw new Error(`no query or mutation at ${path}`);
  if (def.inputs.length > 1) throw new Error(`${path}: chained inputs are not supported by the REST adapter`);
  const middlewares = def.middlewares;
  const auth: AuthLevel = middlewares.includes(adminGate)
    ? 'admin'
    : middlewares.includes(playerGate)
      ? 'player'
      : 'public';
  return { path, type: def.type, input: zodOrNull(def.inputs[0]), output: zodOrNull(def.output), auth };
}
