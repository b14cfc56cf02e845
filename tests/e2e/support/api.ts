import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { AgeBand, Gender } from '../../../src/shared/constants';
import type { PublicUser } from '../../../src/shared/schemas/auth';
import type { Game, GameList } from '../../../src/shared/schemas/games';
import type { MyPicks } from '../../../src/shared/schemas/picks';
import { decodeQuotedPrintable, resetLinkIn } from '../../support/mail';

/** The session cookie's name outside production (the journeys' servers run as development). */
export const SESSION_COOKIE = 'session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    method: string,
    url: string,
  ) {
    super(`${method} ${url} -> ${status}: ${JSON.stringify(body)}`);
  }
}

/**
 * A REST client with one cookie jar, as a browser would be: it keeps the session cookie it is given
 * and sends the page's Origin (the server refuses cookie-authenticated cross-site mutations).
 */
export class ApiSession {
  session: string | null = null;

  constructor(readonly baseUrl: string) {}

  /** Calls /api<path>; throws ApiError on a non-OK answer. */
  async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', apiPath: string, body?: unknown): Promise<T> {
    const response = await this.raw(method, apiPath, body);
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) throw new ApiError(response.status, parsed, method, apiPath);
    return parsed as T;
  }

  /** Calls /api<path> and hands back the response as it is (status, headers, body). */
  async raw(method: string, apiPath: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: this.baseUrl, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.session) headers.cookie = `${SESSION_COOKIE}=${this.session}`;
    const response = await fetch(`${this.baseUrl}/api${apiPath}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    this.keepCookie(response);
    return response;
  }

  private keepCookie(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name, ...value] = pair.trim().split('=');
      if (name !== SESSION_COOKIE) continue;
      const cleared = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      this.session = cleared ? null : value.join('=');
    }
  }
}

export interface Account {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  ageBand: AgeBand;
  gender: Gender;
  /** The terms and the privacy notice accepted (issue 43). */
  acceptTerms: true;
}

/** A username no other journey uses: prefix + time + random, within 30 characters. */
export function uniqueUsername(prefix = 'player'): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${prefix.slice(0, 30 - suffix.length - 1)}_${suffix}`;
}

/** Registration fields that pass every rule; override what a journey cares about. */
export function newAccount(overrides: Partial<Account> = {}): Account {
  const username = overrides.username ?? uniqueUsername();
  return {
    username,
    password: 'Secret1234',
    email: `${username.toLowerCase()}@example.test`,
    firstName: 'Pat',
    lastName: 'Picker',
    ageBand: '25-34',
    gender: 'prefer-not-to-answer',
    acceptTerms: true,
    ...overrides,
  };
}

export interface SignedIn {
  api: ApiSession;
  user: PublicUser;
  account: Pick<Account, 'username' | 'password'> & Partial<Account>;
}

/** Registers a new player through POST /api/auth/register (signed in afterwards). */
export async function signUp(baseUrl: string, overrides: Partial<Account> = {}): Promise<SignedIn> {
  const account = newAccount(overrides);
  const api = new ApiSession(baseUrl);
  await api.call('POST', '/auth/register', account);
  const user = await api.call<PublicUser>('GET', '/auth/user');
  return { api, user, account };
}

/** Signs in through POST /api/auth/login. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<SignedIn> {
  const api = new ApiSession(baseUrl);
  await api.call('POST', '/auth/login', { username, password });
  const user = await api.call<PublicUser>('GET', '/auth/user');
  return { api, user, account: { username, password } };
}

/** Signs in as the admin the journey server created at start. */
export function signInAsAdmin(server: {
  baseUrl: string;
  admin: { username: string; password: string };
}): Promise<SignedIn> {
  return signIn(server.baseUrl, server.admin.username, server.admin.password);
}

/** Puts an API session's cookie into a browser context: its pages are then signed in as that player. */
export async function addSessionCookie(context: BrowserContext, api: ApiSession): Promise<void> {
  if (!api.session) throw new Error('the API session is not signed in');
  await context.addCookies([{ name: SESSION_COOKIE, value: api.session, url: api.baseUrl }]);
}

/** The same as addSessionCookie (its first name; not a React hook despite the prefix). */
export const useSessionInBrowser = addSessionCookie;

/** The games of today or tomorrow as the session's player sees them. */
export async function gamesOf(api: ApiSession, day: 'today' | 'tomorrow'): Promise<Game[]> {
  return (await api.call<GameList>('GET', `/games/${day}`)).games;
}

/** Scheduled games the player may still pick (their start is in the future). */
export async function pickableGames(api: ApiSession, day: 'today' | 'tomorrow'): Promise<Game[]> {
  return (await gamesOf(api, day)).filter((g) => g.status === 'scheduled' && g.canPick && !g.userPick);
}

export function myPicks(api: ApiSession): Promise<MyPicks> {
  return api.call<MyPicks>('GET', '/picks/user');
}

/** Creates a pick through POST /api/picks. */
export function createPick(api: ApiSession, gameId: number, selectedTeamId: number): Promise<unknown> {
  return api.call('POST', '/picks', { gameId, selectedTeamId });
}

/**
 * The admin enters a final score (PUT /api/admin/games/:id/score): completes and grades the game, also one
 * that has not started yet (`force`: journeys finish games made a few minutes ahead).
 */
export function enterScore(
  admin: ApiSession,
  gameId: number,
  score: { homeScore: number; awayScore: number; winner?: 'home' | 'away' | 'push' },
): Promise<Game> {
  const winner = score.winner ?? (score.homeScore === score.awayScore ? 'push' : undefined);
  const side = winner ?? (score.homeScore > score.awayScore ? 'home' : 'away');
  return admin.call<Game>('PUT', `/admin/games/${gameId}/score`, {
    homeScore: score.homeScore,
    awayScore: score.awayScore,
    winner: side,
    force: true,
  });
}

export interface OutboxMail {
  file: string;
  /** The whole MIME message. */
  raw: string;
  /** The message with quoted-printable undone (soft breaks and =XX escapes). */
  text: string;
}

/** Every e-mail the server wrote to DATA_DIR/outbox, oldest first by file name. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(path.join(dir, name), 'utf8');
      return { file: path.join(dir, name), raw, text: decodeQuotedPrintable(raw) };
    }),
  );
}

/** Waits for an e-mail to `address` (the mailer drains its queue every few seconds). */
export async function waitForMail(dataDir: string, address: string, timeoutMs = 30_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  const to = new RegExp(`^To:.*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  while (Date.now() < deadline) {
    const mail = (await readOutbox(dataDir)).reverse().find((m) => to.test(m.raw));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${address} in ${dataDir}/outbox within ${timeoutMs} ms`);
}

/** The password-reset link of an e-mail (http://host/reset-password?token=...). */
export function resetLinkInMail(mail: OutboxMail): string {
  return resetLinkIn(mail.text);
}
