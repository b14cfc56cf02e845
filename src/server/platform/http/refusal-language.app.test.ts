import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newAccount, sessionCookie } from '../../../../tests/support/accounts';
import { makeGame, sportBeforeAll } from '../../../../tests/support/games';
import { listeningTestApp } from '../../../../tests/support/test-app';
import { DEFAULT_RATE_LIMITS } from '../limits/rate-limit';

// A refusal's `message` follows Accept-Language on every transport (issue 45, ADR 0047): REST, tRPC over HTTP and
// over a WebSocket, the host's own answers (the call budget's 429) included. Its status and `code` never change.
// Each test calls from its own address (X-Forwarded-For, one trusted proxy), so budgets are its own.

const BUDGET = 45;
const t = listeningTestApp({
  config: { globalRateLimit: BUDGET, rateLimits: DEFAULT_RATE_LIMITS, trustProxy: true },
});
const sport = sportBeforeAll(t);
let counter = 0;
const freshAddress = () => `10.45.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;
const WAIT = { timeout: 10_000 };

type Language = string | undefined;
const headersOf = (address: string, language: Language, cookie?: string) => ({
  'x-forwarded-for': address,
  host: 'picks.test',
  origin: 'http://picks.test',
  ...(language ? { 'accept-language': language } : {}),
  ...(cookie ? { cookie } : {}),
});

const rest = (method: 'GET' | 'POST', url: string, language: Language, payload?: object, cookie?: string) =>
  t.app.inject({ method, url, payload, headers: headersOf(freshAddress(), language, cookie) });
const trpc = (path: string, input: unknown, language: Language, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    payload: JSON.stringify(input),
    headers: { ...headersOf(freshAddress(), language, cookie), 'content-type': 'application/json' },
  });

/** A new player, signed up from an address of its own (sign-ups per address are limited here). */
async function register(language?: 'en' | 'es') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: newAccount(language ? { language } : {}),
    headers: headersOf(freshAddress(), undefined),
  });
  expect(res.statusCode).toBe(200);
  return { cookie: sessionCookie(res) };
}

const game = (i: number) =>
  makeGame(t.deps.db, {
    sportId: sport.id,
    homeTeamId: sport.teams[0]!.id,
    awayTeamId: sport.teams[1]!.id,
    startsInMinutes: 120 + i,
  });

describe('a validation message (zod)', () => {
  it.each([
    ['es', 'gameId debe ser un número'],
    ['es-MX,es;q=0.9,en;q=0.8', 'gameId debe ser un número'],
    ['fr-FR, es;q=0.5', 'gameId debe ser un número'],
    ['en-US,en;q=0.9,es;q=0.8', 'gameId must be a number'],
    ['fr', 'gameId must be a number'],
    [undefined, 'gameId must be a number'],
  ])('over REST and tRPC, Accept-Language %s', async (language, message) => {
    const { cookie } = await register();
    const viaRest = await rest('POST', '/api/picks', language, { gameId: 'abc', selectedTeamId: 1 }, cookie);
    expect(viaRest.statusCode).toBe(400);
    expect(viaRest.json()).toEqual({ message, errors: [`gameId: ${message}`] });

    const viaTrpc = await trpc('picks.create', { gameId: 'abc', selectedTeamId: 1 }, language, cookie);
    expect(viaTrpc.statusCode).toBe(400);
    expect(viaTrpc.json().error).toMatchObject({
      message,
      data: { code: 'BAD_REQUEST', httpStatus: 400, issues: [{ path: 'gameId', message }] },
    });
  });
});

describe("zod's own words, where a schema gives none", () => {
  it("in Spanish through zod's Spanish locale, English otherwise", async () => {
    const { cookie } = await register();
    const es = await rest('POST', '/api/user/delete', 'es', { confirm: 5 }, cookie);
    expect([es.statusCode, es.json().message]).toEqual([
      400,
      'Entrada inválida: se esperaba texto, recibido número',
    ]);
    const en = await trpc('account.delete', { confirm: 5 }, undefined, cookie);
    expect(en.json().error).toMatchObject({
      message: 'Invalid input: expected string, received number',
      data: { code: 'BAD_REQUEST' },
    });
  });
});

describe('a message made with values', () => {
  it('Daily pick limit reached (3), in Spanish and in English, with the same status and code', async () => {
    const { cookie } = await register();
    const games = await Promise.all([1, 2, 3, 4].map(game));
    for (const g of games.slice(0, 3)) {
      const made = await rest(
        'POST',
        '/api/picks',
        'es',
        { gameId: g.id, selectedTeamId: g.home_team_id },
        cookie,
      );
      expect(made.statusCode).toBe(200);
    }
    const fourth = { gameId: games[3]!.id, selectedTeamId: games[3]!.home_team_id };
    const es = await rest('POST', '/api/picks', 'es', fourth, cookie);
    expect([es.statusCode, es.json()]).toEqual([
      403,
      { message: 'Límite diario de elecciones alcanzado (3)' },
    ]);
    const en = await rest('POST', '/api/picks', undefined, fourth, cookie);
    expect([en.statusCode, en.json()]).toEqual([403, { message: 'Daily pick limit reached (3)' }]);

    const viaTrpc = await trpc('picks.create', fourth, 'es', cookie);
    expect(viaTrpc.statusCode).toBe(403);
    expect(viaTrpc.json().error).toMatchObject({
      message: 'Límite diario de elecciones alcanzado (3)',
      data: { code: 'FORBIDDEN', httpStatus: 403 },
    });
    expect((await trpc('picks.create', fourth, 'en', cookie)).json().error.message).toBe(
      'Daily pick limit reached (3)',
    );
  });
});

describe('rate-limit messages', () => {
  const login = (address: string, language: Language, i: number, via: 'rest' | 'trpc') => {
    const input = { username: `nobody_${address}_${i}`, password: 'wrongPass999' };
    return via === 'rest'
      ? t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: input,
          headers: headersOf(address, language),
        })
      : t.app.inject({
          method: 'POST',
          url: '/trpc/auth.login',
          payload: JSON.stringify(input),
          headers: { ...headersOf(address, language), 'content-type': 'application/json' },
        });
  };

  it.each(['rest', 'trpc'] as const)('the login throttle over %s: its wait translated too', async (via) => {
    const address = freshAddress();
    for (let i = 0; i < 30; i++) expect((await login(address, 'es', i, via)).statusCode).toBe(401);
    const es = await login(address, 'es', 31, via);
    const en = await login(address, undefined, 32, via);
    expect([es.statusCode, en.statusCode]).toEqual([429, 429]);
    const messageOf = (res: typeof es) => (via === 'rest' ? res.json().message : res.json().error.message);
    expect(messageOf(es)).toBe('Demasiados intentos. Espera 15 minutos e inténtalo de nuevo.');
    expect(messageOf(en)).toBe('Too many attempts. Please wait 15 minutes and try again.');
    if (via === 'trpc')
      expect(es.json().error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
  });

  it('the per-address budget of calls (the host answers it before any procedure), on /api and /trpc', async () => {
    const address = freshAddress();
    for (let i = 0; i < BUDGET; i++)
      expect(
        (await t.app.inject({ url: '/api/prizes/current', headers: headersOf(address, 'es') })).statusCode,
      ).toBe(200);
    const es = await t.app.inject({ url: '/api/prizes/current', headers: headersOf(address, 'es') });
    expect([es.statusCode, es.json()]).toEqual([
      429,
      { message: 'Demasiadas peticiones. Espera 1 minuto e inténtalo de nuevo.' },
    ]);
    const viaTrpc = await t.app.inject({ url: '/trpc/system.health', headers: headersOf(address, 'es-ES') });
    expect([viaTrpc.statusCode, viaTrpc.json().message]).toEqual([
      429,
      'Demasiadas peticiones. Espera 1 minuto e inténtalo de nuevo.',
    ]);
    const en = await t.app.inject({ url: '/api/prizes/current', headers: headersOf(address, 'en') });
    expect(en.json()).toEqual({ message: 'Too many requests. Please wait 1 minute and try again.' });
  });
});

describe("the host's own answers", () => {
  it('an unknown path and a body that is not JSON', async () => {
    const unknown = await rest('GET', '/api/no-such-path', 'es');
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { message: 'No encontrado: GET /api/no-such-path' },
    ]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"username":',
      headers: { ...headersOf(freshAddress(), 'es'), 'content-type': 'application/json' },
    });
    expect([broken.statusCode, broken.json()]).toEqual([
      400,
      { message: 'El cuerpo de la petición no es JSON válido.' },
    ]);
  });
});

describe('over a WebSocket', () => {
  type Reply = { id?: unknown; error?: { message?: string; data?: { code?: string } } };
  /** A socket with the upgrade's headers; the reply to one call with an input noInput refuses. */
  async function refusalOver(headers: Record<string, string>) {
    const socket = new WebSocket(`${t.base.replace(/^http/, 'ws')}/trpc`, {
      headers: { origin: t.base, 'x-forwarded-for': freshAddress(), ...headers },
    });
    const replies: Reply[] = [];
    socket.on('message', (m) => {
      const text = String(m);
      if (text.startsWith('{')) replies.push(JSON.parse(text) as Reply);
    });
    await new Promise<void>((resolve) => socket.once('open', () => resolve()));
    socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'system.health', input: [1] } }));
    await expect.poll(() => replies.length, WAIT).toBe(1);
    socket.close();
    expect(replies[0]!.error?.data?.code).toBe('BAD_REQUEST');
    return replies[0]!.error?.message;
  }
  const ES = 'Esta llamada no recibe datos, o un objeto JSON vacío';
  const EN = 'This call takes no input, or an empty JSON object';

  it("signed out: the upgrade's Accept-Language", async () => {
    expect(await refusalOver({ 'accept-language': 'es-AR' })).toBe(ES);
    expect(await refusalOver({ 'accept-language': 'en-GB' })).toBe(EN);
    expect(await refusalOver({})).toBe(EN);
  });

  it("signed in: the player's language, whatever the browser's", async () => {
    const spanish = await register('es');
    const english = await register();
    expect(await refusalOver({ cookie: spanish.cookie, 'accept-language': 'en-US' })).toBe(ES);
    expect(await refusalOver({ cookie: english.cookie, 'accept-language': 'es' })).toBe(EN);
  });
});
