import { vi } from 'vitest';

/** A refusal as the server sends it: its words, the tRPC code and the HTTP status. */
export class Refusal {
  constructor(
    readonly message: string,
    readonly code = 'BAD_REQUEST',
    readonly httpStatus = 400,
  ) {}
}

type Handler = (input: unknown) => unknown;

export interface StubbedTrpc {
  /** Every call made, by procedure path, with its input. */
  calls: { path: string; input: unknown }[];
  /** Changes what a procedure answers from now on. */
  answer(path: string, handler: Handler): void;
}

/**
 * Plays the server for a component test: `fetch` answers the tRPC batch calls the app's client makes (GET
 * queries with `input` in the query string, POST mutations with it in the body) from `handlers`, by procedure
 * path. A handler returns the data, or a Refusal (or throws one); a path with no handler is a 404.
 */
export function stubTrpc(handlers: Record<string, Handler>): StubbedTrpc {
  const table = new Map(Object.entries(handlers));
  const calls: StubbedTrpc['calls'] = [];
  const respond = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const paths = url.pathname.replace(/^\/trpc\//, '').split(',');
    const raw = init?.body ? String(init.body) : url.searchParams.get('input');
    const inputs = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const body = paths.map((path, i) => {
      const value = inputs[String(i)];
      calls.push({ path, input: value });
      const handler = table.get(path);
      let result: unknown;
      try {
        result = handler ? handler(value) : new Refusal('not here', 'NOT_FOUND', 404);
      } catch (error) {
        result = error;
      }
      if (result instanceof Refusal)
        return {
          error: {
            message: result.message,
            code: -32600,
            data: { code: result.code, httpStatus: result.httpStatus },
          },
        };
      return { result: { data: result } };
    });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(respond));
  return { calls, answer: (path, handler) => table.set(path, handler) };
}
