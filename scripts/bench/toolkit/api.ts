import { newAccount } from '../../../tests/support/accounts';
import { monotonicMs } from './time';

// The app's HTTP API as a benchmark calls it from outside, the way the browser does (its Origin, the session
// cookie): signing up and in, and the admin's score entry.

/** The session cookie (`name=value`) a sign-in or sign-up answered with. */
export function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => /^(__Host-)?session=/.test(c));
  if (!cookie) throw new Error(`no session cookie (HTTP ${res.status})`);
  return cookie.split(';')[0]!;
}

/** A JSON call as the browser makes it (its Origin, the cookie if any); throws unless 2xx. */
export async function call(
  base: string,
  method: 'POST' | 'PUT',
  path: string,
  body: object,
  cookie?: string,
): Promise<Response> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/** Signs in through the sign-in form's call; answers the session cookie. */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  return sessionCookie(await call(base, 'POST', '/api/auth/login', { username, password }));
}

/** A new player through the sign-up form (password newAccount's); answers their id and session cookie. */
export async function signUp(base: string, name: string): Promise<{ id: number; cookie: string }> {
  const res = await call(
    base,
    'POST',
    '/api/auth/register',
    newAccount({ username: name, email: `${name}@example.com` }),
  );
  const cookie = sessionCookie(res);
  const { id } = (await res.json()) as { id: number };
  return { id, cookie };
}

/** The admin's score entry (PUT /api/admin/games/:id/score); its sending and return on the shared clock. */
export async function enterScore(
  base: string,
  adminCookie: string,
  gameId: number,
  homeScore: number,
  awayScore: number,
  options: { force?: boolean } = { force: true },
): Promise<{ sent: number; returned: number }> {
  const sent = monotonicMs();
  await call(
    base,
    'PUT',
    `/api/admin/games/${gameId}/score`,
    // The result must agree with the score; force: the benchmark's games may not have started yet.
    {
      homeScore,
      awayScore,
      winner: homeScore > awayScore ? 'home' : homeScore < awayScore ? 'away' : 'push',
      ...(options.force ? { force: true } : {}),
    },
    adminCookie,
  );
  return { sent, returned: monotonicMs() };
}
