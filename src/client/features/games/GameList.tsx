import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { GameList as GameListData } from '../../../shared/schemas/games';
import { GameCard } from './GameCard';

/** The cards of one day, or a placeholder while loading, a retry on failure, a note when empty. */
export function GameList({
  list,
  loading,
  failed,
  retry,
  timeZone,
  capReached,
  emptyText,
}: {
  list: GameListData | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  timeZone: string;
  capReached: boolean;
  emptyText: string;
}) {
  if (loading) {
    return (
      <Stack gap="sm" aria-busy>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={190} radius="md" />
        ))}
      </Stack>
    );
  }
  if (failed || !list) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">The games could not be loaded.</Text>
        <Button size="xs" variant="default" onClick={retry}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (list.games.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {list.games.map((game) => (
        <GameCard key={game.id} game={game} timeZone={list.timezone || timeZone} capReached={capReached} />
      ))}
    </Stack>
  );
}
