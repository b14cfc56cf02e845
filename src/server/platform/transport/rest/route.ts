import type { FastifyRequest } from 'fastify';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One spec path mapped to one procedure. The table holds no logic: the procedure's input schema
 * validates, its output schema shapes the answer, the access it declares decides who may call, and the
 * OpenAPI document is generated from the same three.
 *
 * Input convention: path parameters plus the query string (GET) or the JSON body (other methods),
 * merged into one object. `params` renames a path parameter whose input field has another name.
 */
export interface RestRoute<TPath extends string = string> {
  method: HttpMethod;
  /** Fastify path under /api; `:name` marks a path parameter. */
  url: string;
  /** The query or mutation it calls ('picks.update'); the host's table types it as its router's paths. */
  procedure: TPath;
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
export interface Navigation<TPath extends string = string> {
  method: 'GET';
  url: string;
  summary: string;
  tag: string;
  description?: string;
  procedure?: TPath;
  /** Where the browser goes next. */
  location: string;
}

/** Query-string values as text. */
export const query = (req: FastifyRequest) => req.query as Record<string, string | string[] | undefined>;
