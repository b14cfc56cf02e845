import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contextFor, sameOrigin } from '../../../tests/support/calls';
import { sharedTestApp } from '../../../tests/support/test-app';
import {
  type Callers,
  callers,
  procedurePaths,
  procedures,
  quietMail,
} from '../../../tests/support/trpc/authorization';
import { DB_INT_MAX } from '../../shared/constants';
import { createCaller } from './router';

// Every procedure declares its input with a zod schema, those that take none included (noInput), so
// nothing a caller sends reaches a handler unparsed: input of the wrong kind is a 400, never a 500.

const t = sharedTestApp({ mailTransport: quietMail() });
let who: Callers;

beforeAll(async () => {
  who = await callers(t);
});

type CallerNode = { [key: string]: CallerNode } & ((input?: unknown) => Promise<unknown>);

describe('the input schemas', () => {
  it('exist for every procedure of the router: one zod schema each', () => {
    const missing = procedurePaths.filter((path) => {
      const inputs = procedures[path]!._def.inputs;
      return inputs.length !== 1 || !(inputs[0] instanceof z.ZodType);
    });
    expect(missing).toEqual([]);
  });

  // A whole number past PostgreSQL's int4 reached a query and failed there as a 500 (a fuzzer's cursor of
  // 2147483648 on GET /api/admin/audit): every whole number a caller sends is bounded in its schema, so the parse
  // refuses it with a 400. `limit` is the one left unbounded on purpose: above 100 it is served as 100
  // (player.md), and it never reaches a query as sent.
  // A league chat message's id is a bigserial (league_messages.id): its bound is the largest safe integer.
  const BIGINT_IDS = /^chat\.\w+\.properties\.(messageId|before)$/;
  it('bound every whole number they take by the database integer', () => {
    const unbounded = procedurePaths.flatMap((path) => {
      const schema = z.toJSONSchema(procedures[path]!._def.inputs[0] as z.ZodType, {
        io: 'output',
        unrepresentable: 'any',
      });
      const found: string[] = [];
      const walk = (node: unknown, at: string) => {
        if (!node || typeof node !== 'object') return;
        const n = node as { type?: unknown; maximum?: unknown };
        const limit = BIGINT_IDS.test(`${path}${at}`) ? Number.MAX_SAFE_INTEGER : DB_INT_MAX;
        const bounded = typeof n.maximum === 'number' && n.maximum <= limit;
        if (n.type === 'integer' && !bounded && !at.endsWith('.properties.limit')) found.push(`${path}${at}`);
        for (const [key, value] of Object.entries(node)) walk(value, `${at}.${key}`);
      };
      walk(schema, '');
      return found;
    });
    expect(unbounded).toEqual([]);
  });

  it.each(procedurePaths)('%s refuses input of the wrong kind with a 400, as an admin', async (path) => {
    const caller = createCaller(contextFor(t, who.admin)) as unknown as CallerNode;
    const run = path.split('.').reduce((node, key) => node[key]!, caller);
    for (const wrong of [42, 'text', [1, 2, 3], true]) {
      const error = await run(wrong).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, `${path} with ${JSON.stringify(wrong)}`).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code, `${path} with ${JSON.stringify(wrong)}`).toBe('BAD_REQUEST');
    }
  });
});

describe('a procedure that takes no input, over HTTP', () => {
  it('answers nothing and an empty object, and refuses anything else with a message', async () => {
    const get = (query: string) => t.app.inject({ url: `/trpc/games.today${query}`, headers: sameOrigin });
    expect((await get('')).statusCode).toBe(200);
    expect((await get(`?input=${encodeURIComponent('{}')}`)).statusCode).toBe(200);
    for (const wrong of ['42', '"text"', '[1]', 'null']) {
      const res = await get(`?input=${encodeURIComponent(wrong)}`);
      expect(res.statusCode, wrong).toBe(400);
      expect(res.json().error.message, wrong).toBe('This call takes no input, or an empty JSON object');
    }
  });
});
