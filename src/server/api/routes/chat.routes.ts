import { CHAT_LIMITS } from '../../../shared/schemas/chat';
import { tagged } from '../rest-table';
import { REACTION_NAMES } from '../routers/chat.router';

const members = 'Members only: a league the caller is not in answers 404, as one that does not exist.';
const ofMessage = { id: 'leagueId' } as const;

/** A league's chat: history, posting, deleting, reactions, what was read. */
export const chatRoutes = tagged('League chat', [
  {
    method: 'GET',
    url: '/leagues/unread',
    procedure: 'chat.unread',
    summary: 'My unread messages in each of my leagues (up to 99 each)',
  },
  {
    method: 'GET',
    url: '/leagues/:id/messages',
    procedure: 'chat.history',
    params: ofMessage,
    summary: 'A page of the league’s messages, oldest first',
    description: `${members} Newest ${CHAT_LIMITS.page} by default (\`limit\` up to ${CHAT_LIMITS.pageMax}); \`before\` (a message id) pages backwards; \`hasMore\` says whether older ones remain. Messages of members who left or were removed are not shown. Text is plain, never HTML.`,
    errors: [404],
  },
  {
    method: 'POST',
    url: '/leagues/:id/messages',
    procedure: 'chat.post',
    params: ofMessage,
    summary: 'Post a message (1 to 500 characters of plain text)',
    description: `${members} A blank or longer message is 400; more than 10 in 30 seconds per player is 429.`,
    errors: [404],
  },
  {
    method: 'POST',
    url: '/leagues/:id/messages/read',
    procedure: 'chat.read',
    params: ofMessage,
    summary: 'Remember that I have read the league’s chat up to a message',
    errors: [404],
  },
  {
    method: 'DELETE',
    url: '/leagues/:id/messages/:messageId',
    procedure: 'chat.delete',
    params: ofMessage,
    summary: 'Delete a message (its author, or the league’s owner any message)',
    errors: [403, 404],
  },
  ...(
    [
      ['PUT', 'chat.react', 'Add my reaction to a message'],
      ['DELETE', 'chat.unreact', 'Take my reaction back'],
    ] as const
  ).map(([method, procedure, summary]) => ({
    method,
    url: '/leagues/:id/messages/:messageId/reactions/:reaction',
    procedure,
    params: ofMessage,
    summary,
    description: `Reactions: ${REACTION_NAMES}; any other is 400.`,
    errors: [404],
  })),
]);
