import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SuggestedGame } from '../../../../shared/schemas/sports-feed';
import { reportServer } from '../../../features/admin/admin-errors';
import { denverDateTime } from '../../../features/admin/admin-time';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

const record = (r: string | null) => (r ? ` (${r})` : '');

/** One pending suggestion with Approve (it becomes a game) and Reject. */
export function SuggestionRow({ game }: { game: SuggestedGame }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.admin.suggestedGames.invalidate();
    void utils.admin.games.invalidate();
    void utils.admin.teams.invalidate();
  };
  const approve = trpc.admin.suggestedGames.approve.useMutation({
    onSuccess: (created) => {
      toast.success(
        t('feed.suggestions.approvedBody', { away: created.awayTeam.name, home: created.homeTeam.name }),
        t('feed.suggestions.approved'),
      );
      refresh();
    },
    onError: reportServer(t('feed.suggestions.approveFailed')),
  });
  const reject = trpc.admin.suggestedGames.reject.useMutation({
    onSuccess: () => {
      toast.success(
        t('feed.suggestions.rejectedBody', { away: game.awayTeam, home: game.homeTeam }),
        t('feed.suggestions.rejected'),
      );
      refresh();
    },
    onError: reportServer(t('feed.suggestions.rejectFailed')),
  });
  const busy = approve.isPending || reject.isPending;
  return (
    <Card withBorder padding="sm" data-testid="admin-suggestion">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Group gap={6}>
            <Badge variant="light">{game.sport}</Badge>
            <Text fw={700}>
              {game.awayTeam}
              {record(game.awayTeamRecord)} @ {game.homeTeam}
              {record(game.homeTeamRecord)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {denverDateTime(game.scheduledTime)}
            {game.venue ? ` · ${game.venue}` : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="xs" color="green" disabled={busy} onClick={() => approve.mutate({ id: game.id })}>
            {t('feed.suggestions.approve')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={busy}
            onClick={() => reject.mutate({ id: game.id })}
          >
            {t('feed.suggestions.reject')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
