import {
  type AnyTRPCMutationProcedure,
  type AnyTRPCProcedure,
  type AnyTRPCQueryProcedure,
  type AnyTRPCRouter,
  callTRPCProcedure,
  getErrorShape,
  type inferRouterContext,
  type TRPCError,
  transformTRPCResponse,
} from '@trpc/server';
import { parseTRPCMessage } from '@trpc/server/unstable-core-do-not-import';
import { z } from 'zod';

// The one place the transports (HTTP single calls, the socket, the REST adapter, the OpenAPI document) read
// tRPC's router: its `_def`, its config, how a procedure is called. A tRPC upgrade that moves these breaks here
// and in transports.contract.test.ts, not in each transport.

/** Who may call a procedure, as the procedure declares it (`.meta({ access })`): its guard enforces this. */
export type Access = 'public' | 'player' | 'admin';

/** The meta every procedure carries (initTRPC.meta<AccessMeta>()). */
export interface AccessMeta {
  access: Access;
}

export type ProcedureType = 'query' | 'mutation' | 'subscription';

/**
 * One call, in tRPC's own call options: handed to the procedure as it is, so a call through the table costs no
 * copy of it (the picks path makes thousands a second, ADR 0039).
 */
export interface ProcedureCall<TContext> {
  path: string;
  type: ProcedureType;
  ctx: TContext;
  /** Read once, when the procedure parses its input (after its access check). */
  getRawInput: () => Promise<unknown>;
  /** Only subscriptions watch it; plain calls pass undefined. */
  signal: AbortSignal | undefined;
  batchIndex: number;
}

/** What a transport reads of a procedure: its type, its parsers and the access it declares. */
export interface ProcedureDescription {
  path: string;
  type: ProcedureType;
  input: z.ZodType | null;
  output: z.ZodType | null;
  access: Access;
}

/** Dotted paths of every query and mutation of a router record ('picks.update'); subscriptions are left out. */
type CallablePathsOf<TRecord, Prefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCQueryProcedure | AnyTRPCMutationProcedure
    ? `${Prefix}${K}`
    : TRecord[K] extends { _def: unknown }
      ? never
      : CallablePathsOf<TRecord[K], `${Prefix}${K}.`>;
}[keyof TRecord & string];

/** A path a plain call (HTTP, REST) may reach: any query or mutation of the router. */
export type CallablePath<TRouter extends AnyTRPCRouter> = CallablePathsOf<TRouter['_def']['record']>;

/** A procedure the table found: opaque to the transports, handed back to `run`. */
export type FoundProcedure = { readonly found: unique symbol };

/** What an error becomes on the wire, as tRPC's formatter shapes it. */
export interface ErrorShapeRequest<TContext> {
  error: TRPCError;
  type: ProcedureType | 'unknown';
  path: string | undefined;
  input: unknown;
  ctx: TContext | undefined;
}

// tRPC keeps these on `_def` without exporting a type for them; this is the part read here.
interface ProcedureDef {
  type: ProcedureType;
  inputs: unknown[];
  output?: unknown;
  meta?: Partial<AccessMeta>;
}

const zodOrNull = (parser: unknown): z.ZodType | null => (parser instanceof z.ZodType ? parser : null);

/** A router's procedures, as the transports call and describe them. */
export class ProcedureTable<TContext extends object> {
  private readonly procedures: Record<string, AnyTRPCProcedure | undefined>;
  private readonly config: AnyTRPCRouter['_def']['_config'];
  /** Whether the output transformer hands every value back as it is (tRPC's default: no transformer). */
  private readonly sendsAsIs: boolean;

  constructor(readonly router: AnyTRPCRouter) {
    this.procedures = router._def.procedures as Record<string, AnyTRPCProcedure | undefined>;
    this.config = router._def._config;
    const probe = { result: {} };
    this.sendsAsIs = this.config.transformer.output.serialize(probe) === probe;
  }

  /** The procedure at `path` if it is of `type`; own entries only (`constructor` is no procedure). */
  find(path: string, type: ProcedureType): FoundProcedure | undefined {
    const procedure = Object.hasOwn(this.procedures, path) ? this.procedures[path] : undefined;
    return procedure?._def.type === type ? (procedure as unknown as FoundProcedure) : undefined;
  }

  /** Runs a procedure `find` gave, with the call as it is. */
  run(procedure: FoundProcedure, call: ProcedureCall<TContext>): Promise<unknown> {
    return (procedure as unknown as AnyTRPCProcedure)(call);
  }

  /** Calls the procedure at the call's path; NOT_FOUND as tRPC answers it when there is none of that type. */
  call(call: ProcedureCall<TContext>): Promise<unknown> {
    return callTRPCProcedure({ ...call, router: this.router });
  }

  /** Every procedure's dotted path, subscriptions included. */
  paths(): string[] {
    return Object.keys(this.procedures);
  }

  /** The type, parsers and declared access of the procedure at `path`; throws for a path there is none at. */
  describe(path: string): ProcedureDescription {
    const def = (Object.hasOwn(this.procedures, path) ? this.procedures[path] : undefined)?._def as
      | ProcedureDef
      | undefined;
    if (!def) throw new Error(`no procedure at ${path}`);
    if (def.inputs.length > 1) throw new Error(`${path}: chained inputs are not supported`);
    const access = def.meta?.access;
    if (!access) throw new Error(`${path} declares no access (.meta({ access }))`);
    return { path, type: def.type, input: zodOrNull(def.inputs[0]), output: zodOrNull(def.output), access };
  }

  /** An error as tRPC's formatter shapes it for the client. */
  errorShape(request: ErrorShapeRequest<TContext>): unknown {
    return getErrorShape({ config: this.config, ...request });
  }

  /** A response or socket message as sent: through the router's transformer, unless it has none. */
  serialize<T extends object>(response: T): unknown {
    // biome-ignore lint/suspicious/noExplicitAny: tRPC's response union; the transformer only reads its fields.
    return this.sendsAsIs ? response : transformTRPCResponse(this.config, response as any);
  }

  /** A call's input as the client sent it, read back through the router's transformer. */
  deserializeInput(value: unknown): unknown {
    return this.config.transformer.input.deserialize(value);
  }

  /** One call of tRPC's socket protocol (a query, mutation, subscription or subscription.stop), validated. */
  parseSocketCall(raw: unknown): ReturnType<typeof parseTRPCMessage> {
    return parseTRPCMessage(raw, this.config.transformer);
  }
}

/** The table of a router, typed by the context its procedures take. */
export const procedureTable = <TRouter extends AnyTRPCRouter>(router: TRouter) =>
  new ProcedureTable<inferRouterContext<TRouter>>(router);
