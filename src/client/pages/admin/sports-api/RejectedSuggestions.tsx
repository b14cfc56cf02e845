import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SuggestedGame } from '../../../../shared/schemas/sports-feed';
import { reportServer } from '../../../features/admin/admin-errors';
import { denverDateTime } from '../../../features/admin/admin-time';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

function RejectedRow({ game }: { game: SuggestedGame }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const restore = trpc.admin.suggestedGames.restore.useMutation({
    onSuccess: () => {
      toast.success(
        t('feed.rejected.restoredBody', { away: game.awayTeam, home: game.homeTeam }),
        t('feed.rejected.restored'),
      );
      void utils.admin.suggestedGames.invalidate();
    },
    onError: reportServer(t('feed.rejected.failed')),
  });
  return (
    <Group justify="space-between" wrap="wrap" data-testid="admin-rejected-suggestion">
      <Stack gap={0}>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {game.sport}
          </Badge>
          <Text size="sm" fw={700}>
            {game.awayTeam} @ {game.homeTeam}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {denverDateTime(game.scheduledTime)}
        </Text>
      </Stack>
      <Button
        size="xs"
        variant="default"
        loading={restore.isPending}
        onClick={() => restore.mutate({ id: game.id })}
      >
        {t('feed.rejected.restore')}
      </Button>
    </Group>
  );
}

/** Rejected suggestions that have not started, soonest first, each with Restore (back to pending). */
export function RejectedSuggestions() {
  const { t } = useTranslation('admin');
  const rejected = trpc.admin.suggestedGames.rejected.useQuery();
  const list = rejected.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card withBorder padding="md" data-testid="admin-rejected-suggestions">
      <Title order={2} size="h4" mb="xs">
        {t('feed.rejected.title', { count: list.length })}
      </Title>
      <Stack gap="xs">
        {list.map((game) => (
          <RejectedRow key={game.id} game={game} />
        ))}
      </Stack>
    </Card>
  );
}
