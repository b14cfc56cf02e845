import { skipToken } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { NavBadgesContext } from '../../components/nav-badges';
import { trpc } from '../../lib/trpc';

interface ChatUnread {
  /** Unread messages by others, per league. */
  byLeague: ReadonlyMap<number, number>;
  /** A league's chat is on screen: its messages are read as they come. */
  opened: (leagueId: number) => () => void;
}

const ChatUnreadContext = createContext<ChatUnread>({ byLeague: new Map(), opened: () => () => {} });

/**
 * The unread league chat of a signed-in player, kept over the WebSocket (live.chatUnread): the server's counts
 * first, then each new message by someone else in one of their leagues, except the league whose chat is on screen.
 * It puts the total on the Leagues link (NavBadgesContext) and each league's count in My Leagues.
 */
export function ChatUnreadProvider({ children }: { children: ReactNode }) {
  const me = trpc.auth.me.useQuery();
  const userId = me.data?.id ?? null;
  const [counts, setCounts] = useState<ReadonlyMap<number, number>>(new Map());
  // Which league chats are on screen, read when a message arrives (not a render's copy).
  const open = useRef(new Set<number>());
  trpc.live.chatUnread.useSubscription(userId === null ? skipToken : undefined, {
    onData: ({ data }) => {
      if (data.type === 'unread')
        setCounts(
          new Map(data.leagues.map((l) => [l.leagueId, open.current.has(l.leagueId) ? 0 : l.unread])),
        );
      else if (data.authorId !== userId && !open.current.has(data.leagueId))
        setCounts((before) => {
          const next = new Map(before);
          next.set(data.leagueId, Math.min((next.get(data.leagueId) ?? 0) + 1, 99));
          return next;
        });
    },
  });
  const opened = useCallback((leagueId: number) => {
    open.current.add(leagueId);
    setCounts((before) => new Map(before).set(leagueId, 0));
    return () => {
      open.current.delete(leagueId);
    };
  }, []);
  const value = useMemo(() => ({ byLeague: counts, opened }), [counts, opened]);
  const badges = useMemo((): Readonly<Record<string, number>> => {
    let total = 0;
    for (const n of counts.values()) total += n;
    return total > 0 ? { '/leagues': total } : {};
  }, [counts]);
  return (
    <ChatUnreadContext.Provider value={value}>
      <NavBadgesContext.Provider value={badges}>{children}</NavBadgesContext.Provider>
    </ChatUnreadContext.Provider>
  );
}

/** Unread chat messages per league, and `opened` for the league chat on screen. */
export const useChatUnread = () => useContext(ChatUnreadContext);
