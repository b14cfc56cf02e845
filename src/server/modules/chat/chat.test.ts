import { describe, expect, it } from 'vitest';
import { tally } from '../../../../tests/support/at-once';
import { account, call } from '../../../../tests/support/calls';
import { makeLeague } from '../../../../tests/support/leagues';
import { RELAXED_LIMITS, sharedTestApp } from '../../../../tests/support/test-app';
import { CHAT_MESSAGES } from '../../../shared/schemas/chat';
import { LEAGUE_MESSAGES } from '../../../shared/schemas/leagues';
import { DEFAULT_RATE_LIMITS } from '../../platform/limits/rate-limit';
import { checkBody } from './chat.rules';

// A league's chat over REST: members only, 1-500 characters of plain text, deletions by author or owner, reactions
// from a small set, history paging backwards, a per-player budget, and removed members' access and words gone.
const t = sharedTestApp({
  config: {
    rateLimits: { ...RELAXED_LIMITS, chatMessagesPerAccount: DEFAULT_RATE_LIMITS.chatMessagesPerAccount },
  },
});

type Account = Awaited<ReturnType<typeof account>>;
const as = (who: Account) => ({
  get: (url: string) => call(t, who.cookie, 'GET', url),
  post: (url: string, body: object = {}) => call(t, who.cookie, 'POST', url, body),
  put: (url: string) => call(t, who.cookie, 'PUT', url, {}),
  del: (url: string) => call(t, who.cookie, 'DELETE', url),
});
const answer = (res: { statusCode: number; json(): unknown }) => [res.statusCode, res.json()];

async function threeOfUs() {
  const [owner, friend, stranger] = [await account(t), await account(t), await account(t)];
  const league = await makeLeague(t.deps.db, owner.row.id, [friend.row.id]);
  return { owner, friend, stranger, league, url: `/api/leagues/${league.id}/messages` };
}

describe('the rules of a message', () => {
  it('trims, counts characters as people do, and refuses blank, long and control text', () => {
    expect(checkBody('  hi  ')).toEqual({ body: 'hi' });
    expect(checkBody('line one\r\nline two')).toEqual({ body: 'line one\nline two' });
    expect(checkBody('🔥'.repeat(500))).toEqual({ body: '🔥'.repeat(500) });
    expect(checkBody('a'.repeat(501))).toEqual({ problem: CHAT_MESSAGES.tooLong });
    expect(checkBody(' \n\t ')).toEqual({ problem: CHAT_MESSAGES.blank });
    expect(checkBody('bell\u0007')).toEqual({ problem: CHAT_MESSAGES.control });
  });
});

describe('a league chat', () => {
  it('takes members’ plain text, pages history backwards, and is a 404 to anyone else', async () => {
    const { owner, friend, stranger, league, url } = await threeOfUs();
    const posted = await as(friend).post(url, { body: '  <b>Go team</b> https://evil.example  ' });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toMatchObject({
      leagueId: league.id,
      body: '<b>Go team</b> https://evil.example',
      author: { id: friend.row.id, username: friend.row.username },
      reactions: [],
    });
    expect(posted.body).not.toContain('@');
    for (let i = 0; i < 4; i++) await as(owner).post(url, { body: `message ${i}` });
    const newest = (await as(friend).get(`${url}?limit=3`)).json();
    expect(newest.messages.map((m: { body: string }) => m.body)).toEqual([
      'message 1',
      'message 2',
      'message 3',
    ]);
    expect(newest.hasMore).toBe(true);
    const older = (await as(friend).get(`${url}?limit=3&before=${newest.messages[0].id}`)).json();
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual([
      '<b>Go team</b> https://evil.example',
      'message 0',
    ]);
    expect(older.hasMore).toBe(false);
    for (const res of [
      await as(stranger).get(url),
      await as(stranger).post(url, { body: 'let me in' }),
      await as(stranger).get('/api/leagues/2147483647/messages'),
    ])
      expect(answer(res)).toEqual([404, { message: LEAGUE_MESSAGES.notFound }]);
  });

  it('refuses blank and over-long messages and reactions outside the set with clear 400s', async () => {
    const { owner, url } = await threeOfUs();
    expect(answer(await as(owner).post(url, { body: '   ' }))).toEqual([
      400,
      { message: CHAT_MESSAGES.blank },
    ]);
    expect(answer(await as(owner).post(url, { body: 'x'.repeat(501) }))).toEqual([
      400,
      { message: CHAT_MESSAGES.tooLong },
    ]);
    expect((await as(owner).post(url, {})).statusCode).toBe(400);
    const id = (await as(owner).post(url, { body: 'react to me' })).json().id;
    const bad = await as(owner).put(`${url}/${id}/reactions/heart`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('thumbs_up');
  });

  it('lets the author delete their own and the owner any; other members get 403', async () => {
    const { owner, friend, url } = await threeOfUs();
    const mine = (await as(friend).post(url, { body: 'mine' })).json().id;
    const owners = (await as(owner).post(url, { body: 'the owner’s' })).json().id;
    expect(answer(await as(friend).del(`${url}/${owners}`))).toEqual([
      403,
      { message: CHAT_MESSAGES.notYours },
    ]);
    expect((await as(friend).del(`${url}/${mine}`)).statusCode).toBe(200);
    const again = (await as(friend).post(url, { body: 'again' })).json().id;
    expect((await as(owner).del(`${url}/${again}`)).statusCode).toBe(200);
    expect(answer(await as(owner).del(`${url}/${again}`))).toEqual([
      404,
      { message: CHAT_MESSAGES.messageNotFound },
    ]);
    expect((await as(owner).get(url)).json().messages.map((m: { body: string }) => m.body)).toEqual([
      'the owner’s',
    ]);
  });

  it('keeps one reaction of each kind per member, and counts unread messages by others', async () => {
    const { owner, friend, league, url } = await threeOfUs();
    const id = (await as(owner).post(url, { body: 'first!' })).json().id;
    await as(friend).put(`${url}/${id}/reactions/fire`);
    await as(friend).put(`${url}/${id}/reactions/fire`);
    const after = await as(owner).put(`${url}/${id}/reactions/fire`);
    expect(after.json()).toEqual({
      messageId: id,
      reactions: [{ reaction: 'fire', userIds: [friend.row.id, owner.row.id] }],
    });
    expect((await as(friend).del(`${url}/${id}/reactions/fire`)).json().reactions).toEqual([
      { reaction: 'fire', userIds: [owner.row.id] },
    ]);
    const unread = async (who: Account) =>
      ((await as(who).get('/api/leagues/unread')).json() as { leagueId: number; unread: number }[]).find(
        (u) => u.leagueId === league.id,
      )?.unread;
    expect(await unread(friend)).toBe(1);
    expect(await unread(owner)).toBe(0);
    expect((await as(friend).post(`${url}/read`, { messageId: id })).statusCode).toBe(200);
    expect(await unread(friend)).toBe(0);
  });

  it('holds each player to 10 messages in 30 seconds, counting posts fired at once before any is stored', async () => {
    const { owner, url } = await threeOfUs();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        as(owner)
          .post(url, { body: `spam ${i}` })
          .then((r) => r.statusCode),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 10, 429: 6 });
    const refused = await as(owner).post(url, { body: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    t.clock.advance(31_000);
    expect((await as(owner).post(url, { body: 'later' })).statusCode).toBe(200);
  });

  it('shuts a removed member out at once and takes their messages out of everyone’s chat', async () => {
    const { owner, friend, league, url } = await threeOfUs();
    await as(friend).post(url, { body: 'something I said' });
    await as(owner).post(url, { body: 'bye' });
    expect((await as(owner).del(`/api/leagues/${league.id}/members/${friend.row.id}`)).statusCode).toBe(200);
    expect((await as(friend).get(url)).statusCode).toBe(404);
    expect((await as(friend).post(url, { body: 'still here?' })).statusCode).toBe(404);
    expect((await as(owner).get(url)).json().messages.map((m: { body: string }) => m.body)).toEqual(['bye']);
  });
});
