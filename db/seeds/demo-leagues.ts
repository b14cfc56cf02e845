import { newInviteCode } from '../../src/server/modules/leagues/leagues.service';
import { insertMatchups } from '../../src/server/modules/leagues/matchups.repo';
import { weekPairings, weekPlayers } from '../../src/server/modules/leagues/matchups.rules';
import { weekBegins } from '../../src/server/modules/leagues/matchups.service';
import type { DB } from '../../src/server/platform/db/client';
import { addDays, weekStart } from '../../src/shared/periods';

/** The leagues began with the demo's history (35 days of finished games): past weeks of head-to-head to show. */
const LEAGUES_SINCE_DAYS = 35;

/** The demo's private leagues: [name, owner's index among the players, members' indexes]. Player 0 is demo_player. */
const LEAGUES: readonly [string, number, readonly number[]][] = [
  ['Demo Player Pool', 0, [1, 2, 3, 4, 5, 6, 7]],
  ['Office Streakers', 3, [0, 8, 9, 10, 11, 12, 13, 14, 15]],
  ['Weekend Warriors', 5, [16, 17, 18, 19, 20]],
];

/**
 * A few messages of each league's chat, as friends write them: [author's index among the league's members (owner
 * first), minutes before now, text], with reactions [message, reactor's index, reaction].
 */
const CHATS: readonly {
  messages: readonly [number, number, string][];
  reactions: readonly [number, number, string][];
}[] = [
  {
    messages: [
      [0, 600, 'Welcome to the pool! Picks lock when each game starts: the board shows everyone after that.'],
      [2, 540, 'Going with the home dogs tonight. Bold, I know.'],
      [1, 420, 'That last-minute field goal cost me a W4 🙃'],
      [3, 180, 'Who else is riding the streak? I am on W3.'],
      [0, 45, 'Recap drops Monday morning. Loser buys the wings.'],
    ],
    reactions: [
      [0, 1, 'thumbs_up'],
      [0, 3, 'fire'],
      [2, 0, 'laugh'],
      [2, 4, 'sad'],
      [4, 2, 'clap'],
    ],
  },
  {
    messages: [
      [0, 720, 'Office rules: no picking after the coffee break.'],
      [1, 300, 'Checked the picks after lock: half of you went against the favourite.'],
      [4, 90, 'Top of the board this week, for now 😎'],
    ],
    reactions: [
      [2, 1, 'wow'],
      [2, 0, 'fire'],
    ],
  },
  {
    messages: [
      [0, 200, 'Weekend only, but we pick every game.'],
      [2, 60, 'See you at kickoff!'],
    ],
    reactions: [[1, 0, 'thumbs_up']],
  },
];

/**
 * Each week's head-to-head pairings of a league from its first week to this one (ADR 0049), as the week's start job
 * would have made them; results come from the seeded history, as they would.
 */
async function pairDemoWeeks(trx: DB, leagueId: number, ids: readonly number[], since: Date, now: Date) {
  const firstWeek = weekStart(since);
  const members = ids.map((userId) => ({ userId, joinedAt: since }));
  const rows = [];
  for (let week = firstWeek; week <= weekStart(now); week = addDays(week, 7)) {
    const players = weekPlayers(members, firstWeek, week, weekBegins(week));
    rows.push(...weekPairings(players, firstWeek, week).map((p) => ({ leagueId, week, ...p })));
  }
  await insertMatchups(trx, rows);
}

/**
 * A few leagues among the demo players (demo_player owns one and is in another), each with some chat and its weeks
 * of head-to-head since the history began.
 */
export async function seedDemoLeagues(trx: DB, playerIds: readonly number[], now: Date): Promise<void> {
  const since = new Date(now.getTime() - LEAGUES_SINCE_DAYS * 86_400_000);
  for (const [index, [name, owner, members]] of LEAGUES.entries()) {
    const ids = [owner, ...members].map((i) => playerIds[i]).filter((id): id is number => id !== undefined);
    if (ids.length < 2) continue;
    const league = await trx
      .insertInto('leagues')
      .values({ name, owner_id: ids[0]!, invite_code: newInviteCode(), created_at: since })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('league_members')
      .values(ids.map((user_id) => ({ league_id: league.id, user_id, joined_at: since })))
      .execute();
    await pairDemoWeeks(trx, league.id, ids, since, now);
    const chat = CHATS[index];
    if (!chat) continue;
    const messageIds: string[] = [];
    for (const [author, minutesAgo, body] of chat.messages) {
      const userId = ids[author % ids.length]!;
      const row = await trx
        .insertInto('league_messages')
        .values({
          league_id: league.id,
          user_id: userId,
          body,
          created_at: new Date(now.getTime() - minutesAgo * 60_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      messageIds.push(row.id);
    }
    const reactions = chat.reactions.flatMap(([message, reactor, reaction]) => {
      const messageId = messageIds[message];
      return messageId === undefined
        ? []
        : [{ message_id: messageId, user_id: ids[reactor % ids.length]!, reaction }];
    });
    if (reactions.length > 0) await trx.insertInto('league_message_reactions').values(reactions).execute();
  }
}
