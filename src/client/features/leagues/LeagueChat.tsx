import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CHAT_LIMITS,
  CHAT_REACTION_EMOJI,
  CHAT_REACTIONS,
  type ChatMessage,
  type ChatReaction,
} from '../../../shared/schemas/chat';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { intlLocale } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { displayName } from '../../lib/players';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { chatPieces } from './chat-text';
import { useChatUnread } from './chat-unread';

/** A message's text as React text nodes: links only to this site (never HTML). */
function ChatBody({ body }: { body: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-body">
      {chatPieces(body, window.location.origin).map((piece, i) =>
        'href' in piece ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text, in order
          <Anchor key={i} component={Link} to={piece.href}>
            {piece.text}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one text, in order
          <span key={i}>{piece.text}</span>
        ),
      )}
    </Text>
  );
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString(intlLocale(), { weekday: 'short', hour: 'numeric', minute: '2-digit' });

function MessageItem({
  message,
  viewerId,
  ownerId,
  onReact,
  onDelete,
}: {
  message: ChatMessage;
  viewerId: number;
  ownerId: number;
  onReact: (reaction: ChatReaction, on: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('leagues');
  const { t: tCommon } = useTranslation();
  const [picking, setPicking] = useState(false);
  const name = displayName(message.author);
  const mine = message.author.id === viewerId;
  return (
    <Group
      component="li"
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      data-testid={`chat-message-${message.id}`}
    >
      <PlayerAvatar avatarKey={message.author.avatarKey} name="" size="sm" />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={700} truncate="end">
            {name}
            {mine ? tCommon('youSuffix') : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {timeOf(message.createdAt)}
          </Text>
        </Group>
        <ChatBody body={message.body} />
        <Group gap={4}>
          {message.reactions.map((r) => {
            const reacted = r.userIds.includes(viewerId);
            return (
              <Button
                key={r.reaction}
                size="compact-xs"
                variant={reacted ? 'light' : 'default'}
                aria-pressed={reacted}
                aria-label={t('chat.reaction', {
                  reaction: t(`chat.reactions.${r.reaction}`),
                  count: r.userIds.length,
                })}
                onClick={() => onReact(r.reaction, !reacted)}
              >
                {CHAT_REACTION_EMOJI[r.reaction]} {r.userIds.length}
              </Button>
            );
          })}
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => setPicking((p) => !p)}
            aria-expanded={picking}
          >
            {t('chat.react')}
          </Button>
          {mine || viewerId === ownerId ? (
            <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete}>
              {t('chat.delete')}
            </Button>
          ) : null}
        </Group>
        {picking ? (
          <Group gap={4} aria-label={t('chat.reactionsLabel')}>
            {CHAT_REACTIONS.map((reaction) => (
              <ActionIcon
                key={reaction}
                variant="default"
                aria-label={t(`chat.reactions.${reaction}`)}
                onClick={() => {
                  setPicking(false);
                  onReact(reaction, true);
                }}
              >
                <span aria-hidden>{CHAT_REACTION_EMOJI[reaction]}</span>
              </ActionIcon>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}

/**
 * A league's chat: its newest messages, kept live over the WebSocket (live.leagueChat), older ones a tap away; post,
 * react and delete (the author their own, the owner any). What is shown is marked read.
 */
export function LeagueChat({
  leagueId,
  viewerId,
  ownerId,
}: {
  leagueId: number;
  viewerId: number;
  ownerId: number;
}) {
  const { t } = useTranslation('leagues');
  const utils = trpc.useUtils();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [draft, setDraft] = useState('');
  const { opened } = useChatUnread();
  useEffect(() => opened(leagueId), [leagueId, opened]);
  const merge = (incoming: ChatMessage[]) =>
    setMessages((before) => {
      const byId = new Map(before.map((m) => [m.id, m]));
      for (const m of incoming) byId.set(m.id, m);
      return [...byId.values()].sort((a, b) => a.id - b.id);
    });
  trpc.live.leagueChat.useSubscription(
    { leagueId },
    {
      onData: ({ data }) => {
        if (data.type === 'snapshot') {
          setMessages(data.page.messages);
          setHasMore(data.page.hasMore);
          setLoaded(true);
        } else if (data.type === 'message') merge([data.message]);
        else if (data.type === 'deleted')
          setMessages((before) => before.filter((m) => m.id !== data.messageId));
        else
          setMessages((before) =>
            before.map((m) => (m.id === data.messageId ? { ...m, reactions: data.reactions } : m)),
          );
      },
      onComplete: () => void utils.leagues.get.invalidate({ leagueId }),
    },
  );
  const read = trpc.chat.read.useMutation();
  const lastId = messages.at(-1)?.id;
  const readSent = useRef(0);
  useEffect(() => {
    if (lastId !== undefined && lastId > readSent.current) {
      readSent.current = lastId;
      read.mutate({ leagueId, messageId: lastId });
    }
  }, [lastId, leagueId, read]);
  const onError = (error: unknown) => toast.error(errorMessage(error, t('something')));
  const post = trpc.chat.post.useMutation({
    onSuccess: (message) => {
      setDraft('');
      merge([message]);
    },
  });
  const del = trpc.chat.delete.useMutation({ onError });
  const react = trpc.chat.react.useMutation({ onError });
  const unreact = trpc.chat.unreact.useMutation({ onError });
  const onReact = (messageId: number, reaction: ChatReaction, on: boolean) =>
    (on ? react : unreact).mutate(
      { leagueId, messageId, reaction },
      {
        onSuccess: ({ reactions }) =>
          setMessages((before) => before.map((m) => (m.id === messageId ? { ...m, reactions } : m))),
      },
    );
  const older = async () => {
    const first = messages[0];
    if (!first) return;
    const page = await utils.chat.history.fetch({ leagueId, before: first.id }).catch(onError);
    if (!page) return;
    merge(page.messages);
    setHasMore(page.hasMore);
  };
  const length = [...draft.trim()].length;
  return (
    <Stack gap="sm">
      {hasMore ? (
        <Button variant="subtle" size="xs" onClick={() => void older()} w="fit-content">
          {t('chat.older')}
        </Button>
      ) : null}
      {loaded && messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('chat.empty')}
        </Text>
      ) : null}
      <Paper style={{ maxHeight: 420, overflowY: 'auto' }}>
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('chat.messages')}
          aria-live="polite"
        >
          {messages.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              viewerId={viewerId}
              ownerId={ownerId}
              onReact={(reaction, on) => onReact(m.id, reaction, on)}
              onDelete={() =>
                del.mutate(
                  { leagueId, messageId: m.id },
                  { onSuccess: () => setMessages((before) => before.filter((x) => x.id !== m.id)) },
                )
              }
            />
          ))}
        </Stack>
      </Paper>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          post.mutate({ leagueId, body: draft });
        }}
      >
        <Stack gap={6}>
          <Textarea
            label={t('chat.message')}
            placeholder={t('chat.placeholder')}
            autosize
            minRows={1}
            maxRows={4}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            error={post.error ? errorMessage(post.error, t('chat.sendFailed')) : undefined}
            description={t('chat.length', { length, max: CHAT_LIMITS.bodyMax })}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                if (length > 0) post.mutate({ leagueId, body: draft });
              }
            }}
          />
          <Button
            type="submit"
            loading={post.isPending}
            disabled={length === 0 || length > CHAT_LIMITS.bodyMax}
            w="fit-content"
          >
            {t('chat.send')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
