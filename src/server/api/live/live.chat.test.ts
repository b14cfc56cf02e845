import { afterAll, describe, expect, it } from 'vitest';
import { account, call } from '../../../../tests/support/calls';
import { makeLeague } from '../../../../tests/support/leagues';
import { Inbox, type LiveClient, liveClient } from '../../../../tests/support/live/sockets';
import { listeningTestApp } from '../../../../tests/support/test-app';
import type { LiveChatMessage, LiveChatUnreadMessage } from '../../../shared/schemas/chat';

// live.leagueChat and live.chatUnread over real WebSockets: messages, deletions and reactions reach the members on
// the page, a badge counts them elsewhere, and a removed member's chat ends at once.

const t = listeningTestApp();
const clients: LiveClient[] = [];

afterAll(async () => {
  for (const client of clients) await client.close();
});

function open(cookie: string) {
  const client = liveClient(t.base, { cookie });
  clients.push(client);
  return client;
}

function watchChat(cookie: string, leagueId: number) {
  const inbox = new Inbox<{ data: LiveChatMessage }>();
  open(cookie).trpc.live.leagueChat.subscribe({ leagueId }, inbox.listener());
  return inbox;
}

/** An owner and a friend in a new league, and the address of its messages. */
async function leagueOfTwo() {
  const [owner, friend] = [await account(t), await account(t)];
  const league = await makeLeague(t.deps.db, owner.row.id, [friend.row.id]);
  return { owner, friend, league, url: `/api/leagues/${league.id}/messages` };
}

describe('live league chat', () => {
  it('brings each message, deletion and reaction to the members on the page, and counts it on badges elsewhere', async () => {
    const { owner, friend, league, url } = await leagueOfTwo();
    await call(t, owner.cookie, 'POST', url, { body: 'before you came' });
    const friendChat = watchChat(friend.cookie, league.id);
    const snapshot = await friendChat.next();
    expect(snapshot.data).toMatchObject({ type: 'snapshot', leagueId: league.id, page: { hasMore: false } });
    const badge = new Inbox<{ data: LiveChatUnreadMessage }>();
    open(owner.cookie).trpc.live.chatUnread.subscribe(undefined, badge.listener());
    expect((await badge.next()).data).toEqual({
      type: 'unread',
      leagues: [{ leagueId: league.id, unread: 0 }],
    });

    const posted = (await call(t, owner.cookie, 'POST', url, { body: 'kickoff soon' })).json();
    const arrived = await friendChat.next((m) => m.data.type === 'message');
    expect(arrived.data).toEqual({ type: 'message', message: posted });
    await call(t, friend.cookie, 'POST', url, { body: 'ready!' });
    // Every new message reaches the badge (the client counts only others'); here the friend's.
    expect(
      (await badge.next((m) => m.data.type === 'posted' && m.data.authorId === friend.row.id)).data,
    ).toMatchObject({
      type: 'posted',
      leagueId: league.id,
      authorId: friend.row.id,
    });
    await call(t, owner.cookie, 'PUT', `${url}/${posted.id}/reactions/clap`, {});
    expect((await friendChat.next((m) => m.data.type === 'reactions')).data).toEqual({
      type: 'reactions',
      leagueId: league.id,
      messageId: posted.id,
      reactions: [{ reaction: 'clap', userIds: [owner.row.id] }],
    });
    await call(t, owner.cookie, 'DELETE', `${url}/${posted.id}`);
    expect((await friendChat.next((m) => m.data.type === 'deleted')).data).toEqual({
      type: 'deleted',
      leagueId: league.id,
      messageId: posted.id,
    });
  });

  it('ends a removed member’s chat at once, and the others’ page loses their messages', async () => {
    const { owner, friend, league, url } = await leagueOfTwo();
    await call(t, friend.cookie, 'POST', url, { body: 'soon gone' });
    const friendChat = watchChat(friend.cookie, league.id);
    const ownerChat = watchChat(owner.cookie, league.id);
    await friendChat.next();
    expect((await ownerChat.next()).data).toMatchObject({ type: 'snapshot' });
    await call(t, owner.cookie, 'DELETE', `/api/leagues/${league.id}/members/${friend.row.id}`);
    await expect.poll(() => friendChat.completed).toBe(true);
    const fresh = await ownerChat.next((m) => m.data.type === 'snapshot');
    expect(fresh.data.type === 'snapshot' && fresh.data.page.messages).toEqual([]);
    // Nothing more reaches them: a message after the removal is not among what they got.
    await call(t, owner.cookie, 'POST', url, { body: 'after you left' });
    await ownerChat.next((m) => m.data.type === 'message');
    expect(friendChat.items.some((m) => m.data.type === 'message')).toBe(false);
  });

  it('answers a non-member with the 404 of a league that does not exist', async () => {
    const [owner, outsider] = [await account(t), await account(t)];
    const league = await makeLeague(t.deps.db, owner.row.id);
    const error = await new Promise<{ data?: { code?: string }; message: string }>((resolve) => {
      open(outsider.cookie).trpc.live.leagueChat.subscribe(
        { leagueId: league.id },
        { onError: (e) => resolve(e as { data?: { code?: string }; message: string }) },
      );
    });
    expect([error.data?.code, error.message]).toEqual(['NOT_FOUND', 'League not found']);
  });
});
