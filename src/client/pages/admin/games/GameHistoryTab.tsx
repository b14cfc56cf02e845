import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Game } from '../../../../shared/schemas/games';
import { denverDateTime } from '../../../features/admin/admin-time';
import { trpc } from '../../../lib/trpc';
import { FixScoreModal } from './FixScoreModal';

function winnerText(game: Game): string {
  if (game.winnerId === 'push') return 'Push';
  if (game.winnerId === game.homeTeam.id) return `Winner: ${game.homeTeam.name}`;
  if (game.winnerId === game.awayTeam.id) return `Winner: ${game.awayTeam.name}`;
  return 'No winner yet';
}

function HistoryRow({ game, onFix }: { game: Game; onFix(): void }) {
  const live = game.status === 'live';
  return (
    <Card withBorder padding="sm" data-testid="admin-history-game">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Group gap={6}>
            <Badge color={live ? 'red' : 'gray'}>{live ? 'LIVE' : 'FINAL'}</Badge>
            <Text fw={700}>
              {game.awayTeam.name} {game.awayScore ?? '-'} @ {game.homeTeam.name} {game.homeScore ?? '-'}
            </Text>
          </Group>
          <Text size="sm">{winnerText(game)}</Text>
          <Text size="xs" c="dimmed">
            {denverDateTime(game.scheduledTime)}
          </Text>
        </Stack>
        <Button size="xs" variant="default" onClick={onFix}>
          Fix Score
        </Button>
      </Group>
    </Card>
  );
}

/** The game-history tab: completed and live games, newest first, each with Fix Score. */
export function GameHistoryTab() {
  const history = trpc.admin.games.history.useQuery({ limit: 200 });
  const [fixing, setFixing] = useState<Game | null>(null);
  const list = [...(history.data ?? [])].sort((a, b) => b.scheduledTime.localeCompare(a.scheduledTime));
  return (
    <Stack>
      {history.isPending ? <Loader /> : null}
      {history.data && list.length === 0 ? <Text c="dimmed">No completed games yet...</Text> : null}
      {list.map((game) => (
        <HistoryRow key={game.id} game={game} onFix={() => setFixing(game)} />
      ))}
      <FixScoreModal game={fixing} onClose={() => setFixing(null)} />
    </Stack>
  );
}
