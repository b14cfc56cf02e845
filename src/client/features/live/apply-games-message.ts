import type { Game, GameList } from '../../../shared/schemas/games';
import type { LiveGamesMessage } from '../../../shared/schemas/live';

const byStart = (a: Game, b: Game) =>
  Date.parse(a.scheduledTime) - Date.parse(b.scheduledTime) || a.id - b.id;

/**
 * A games list after one live message: a snapshot replaces it, a game replaces its namesake or joins
 * (in start order), a removal drops it. Before the first snapshot a change has nothing to patch.
 */
export function applyGamesMessage(
  list: GameList | undefined,
  message: LiveGamesMessage,
): GameList | undefined {
  switch (message.type) {
    case 'snapshot':
      return {
        day: message.day,
        date: message.date,
        timezone: message.timezone,
        serverTime: message.serverTime,
        games: message.games,
      };
    case 'game': {
      if (!list) return list;
      const others = list.games.filter((g) => g.id !== message.game.id);
      return { ...list, serverTime: message.serverTime, games: [...others, message.game].sort(byStart) };
    }
    case 'removed':
      if (!list) return list;
      return {
        ...list,
        serverTime: message.serverTime,
        games: list.games.filter((g) => g.id !== message.gameId),
      };
  }
}
