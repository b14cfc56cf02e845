import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../shared/schemas/games';
import { denverDateTime } from '../../../features/admin/admin-time';
import { HistoryDrawer, type HistoryTarget } from '../../../features/admin/HistoryDrawer';
import { trpc } from '../../../lib/trpc';
import { DeleteGameModal } from './DeleteGameModal';
import { EditGameModal } from './EditGameModal';

/** The manage-games tab: scheduled games, soonest first, each with Edit and Delete. */
export function ManageGamesTab() {
  const { t } = useTranslation('admin');
  const games = trpc.admin.games.scheduled.useQuery();
  const [editing, setEditing] = useState<Game | null>(null);
  const [deleting, setDeleting] = useState<Game | null>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const list = [...(games.data ?? [])].sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime));
  return (
    <Stack>
      {games.isPending ? <Loader /> : null}
      {games.data && list.length === 0 ? <Text c="dimmed">{t('games.manage.empty')}</Text> : null}
      {list.map((game) => (
        <Card key={game.id} withBorder padding="sm" data-testid="admin-scheduled-game">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Group gap={6}>
                <Badge variant="light">{game.sport}</Badge>
                <Text fw={700}>
                  {game.awayTeam.name} @ {game.homeTeam.name}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {denverDateTime(game.scheduledTime)}
                {game.notes ? ` · ${game.notes}` : ''}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setEditing(game)}>
                {t('games.manage.edit')}
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => setDeleting(game)}>
                {t('games.manage.delete')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                onClick={() =>
                  setHistory({
                    kind: 'game',
                    id: game.id,
                    title: t('games.manage.historyOf', {
                      away: game.awayTeam.name,
                      home: game.homeTeam.name,
                    }),
                  })
                }
              >
                {t('games.manage.history')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      <EditGameModal game={editing} onClose={() => setEditing(null)} />
      <DeleteGameModal game={deleting} onClose={() => setDeleting(null)} />
      <HistoryDrawer target={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}
