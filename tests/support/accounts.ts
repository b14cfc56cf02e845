import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RegisterInput } from '../../src/shared/schemas/auth';

let counter = 0;

/** A valid registration, unique within the run. */
export function newAccount(overrides: Partial<RegisterInput> = {}): RegisterInput {
  counter += 1;
  const tag = `${process.pid}_${counter}`;
  return {
    username: `player_${tag}`,
    password: 'goodPass123',
    email: `player_${tag}@example.com`,
    firstName: 'Pat',
    lastName: 'Player',
    ageBand: '25-34',
    gender: 'prefer-not-to-answer',
    acceptTerms: true,
    ...overrides,
  };
}

/** The `name=value` pair of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'session' || c.name === '__Host-session');
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export async function register(app: FastifyInstance, account: RegisterInput = newAccount()) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  if (res.statusCode !== 200) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  return { account, res, cookie: sessionCookie(res), user: res.json() as { id: number; username: string } };
}
