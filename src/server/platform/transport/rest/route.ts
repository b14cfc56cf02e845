import type { AnyMutationProcedure, AnyQueryProcedure } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import type { AppRouter, createCaller } from '../../../api/router';

export type Caller = ReturnType<typeof createCaller>;

/** Dotted paths of every query and mutation of a router record ('picks.update'); subscriptions are left out. */
type PathsOf<TRecord, Prefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyQueryProcedure | AnyMutationProcedure
    ? `${Prefix}${K}`
    : TRecord[K] extends AnyQueryProcedure | AnyMutationProcedure | { _def: unknown }
      ? never
      : PathsOf<TRecord[K], `${Prefix}${K}.`>;
}[keyof TRecord & string];

/** A procedure a REST path may call: any query or mutation of the app router. */
export type ProcedurePath = PathsOf<AppRouter['_def']['record']>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One spec path mapped to one procedure. The table holds no logic: the procedure's input schema
 * validates, its output schema shapes the answer, its builder (public, player, admin) decides access,
 * and the OpenAPI document is generated from the same three.
 *
 * Input convention: path parameters plus the query string (GET) or the JSON body (other methods),
 * merged into one object. `params` renames a path parameter whose input field has another name.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Fastify path under /api; `:name` marks a path parameter. */
  url: string;
  procedure: ProcedurePath;
  /** One line for the reference: what the call does. */
  summary: string;
  /** The section of the reference (set by each routes file). */
  tag: string;
  /** More words for the reference, when the summary is not enough. */
  description?: string;
  /** Path parameter -> input field, when they differ (`:id` -> `userId`). */
  params?: Readonly<Record<string, string>>;
  /** Replaces the convention for the rare path that needs it (query text to numbers, say). */
  input?: (req: FastifyRequest) => unknown;
  /** Refusals the procedure itself may give (404, 409, 502); 400/401/403/429 follow from input and access. */
  errors?: readonly number[];
  /** The body answered instead of the procedure's result (POST /api/auth/token). */
  respond?: 'session-token';
}

/** What one /api call answers: its status and the JSON text of its body. */
export interface RestAnswer {
  status: number;
  body: string;
  /** A 429's `Retry-After` (seconds), when the refusal named its wait. */
  retryAfter?: number | undefined;
}

/** A full-page navigation of the browser: a redirect, optionally after one procedure call. */
export interface Navigation {
  method: 'GET';
  url: string;
  summary: string;
  tag: string;
  description?: string;
  procedure?: ProcedurePath;
  /** Where the browser goes next. */
  location: string;
}

/** A tagged group of routes: each routes file is one section of the reference. */
export const tagged = (tag: string, routes: Omit<RestRoute, 'tag'>[]): RestRoute[] =>
  routes.map((route) => ({ ...route, tag }));

/** Query-string values as text. */
export const query = (req: FastifyRequest) => req.query as Record<string, string | string[] | undefined>;
