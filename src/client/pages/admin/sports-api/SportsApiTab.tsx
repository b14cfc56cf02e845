import { Button, Card, Chip, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEED_SPORT_NAMES, type FeedSportName } from '../../../../shared/constants';
import { reportServer } from '../../../features/admin/admin-errors';
import { ConfirmDialog } from '../../../features/admin/ConfirmDialog';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { FeedHealthCard } from './FeedHealthCard';
import { RejectedSuggestions } from './RejectedSuggestions';
import { SuggestionRow } from './SuggestionRow';
import { useFetchGames } from './use-fetch-games';

const isFeedSportName = (s: string): s is FeedSportName =>
  (FEED_SPORT_NAMES as readonly string[]).includes(s);

function ImportCard() {
  const { t } = useTranslation('admin');
  const [sports, setSports] = useState<FeedSportName[]>([...FEED_SPORT_NAMES]);
  const { state, start } = useFetchGames();
  const utils = trpc.useUtils();
  const records = trpc.admin.teams.updateRecords.useMutation({
    onSuccess: (r) => {
      toast.success(t('feed.recordsBody', { count: r.updatedCount }), t('feed.recordsUpdated'));
      void utils.admin.teams.invalidate();
    },
    onError: reportServer(t('feed.recordsFailed')),
  });
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        {t('feed.import.title')}
      </Title>
      <Chip.Group multiple value={sports} onChange={(v) => setSports(v.filter(isFeedSportName))}>
        <Group gap="xs">
          {FEED_SPORT_NAMES.map((s) => (
            <Chip key={s} value={s}>
              {s}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="subtle" onClick={() => setSports([...FEED_SPORT_NAMES])}>
          {t('feed.import.selectAll')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setSports([])}>
          {t('feed.import.clearAll')}
        </Button>
        <Button loading={state.running} onClick={() => start(sports)}>
          {t('feed.import.fetch')}
        </Button>
        <Button variant="default" loading={records.isPending} onClick={() => records.mutate()}>
          {t('feed.import.records')}
        </Button>
      </Group>
      {state.running ? (
        <Stack gap={4} mt="sm">
          <Progress value={state.percent} aria-label={t('feed.import.progress')} />
          <Text size="xs" c="dimmed">
            {state.note}
          </Text>
        </Stack>
      ) : null}
    </Card>
  );
}

function RejectAllButton({ pending }: { pending: number }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState(false);
  const bulk = trpc.admin.suggestedGames.bulkReject.useMutation({
    onSuccess: (r) => {
      setAsking(false);
      toast.success(t('feed.rejectAll.doneBody', { count: r.rejected }), t('feed.rejectAll.done'));
      void utils.admin.suggestedGames.invalidate();
    },
    onError: reportServer(t('feed.rejectAll.failed')),
  });
  return (
    <>
      <Button size="xs" color="red" variant="light" loading={bulk.isPending} onClick={() => setAsking(true)}>
        {t('feed.rejectAll.button', { count: pending })}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('feed.rejectAll.title')}
        message={t('feed.rejectAll.body', { count: pending })}
        confirmLabel={t('feed.rejectAll.confirm')}
        pending={bulk.isPending}
        onConfirm={() => bulk.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** The sports-api tab: import from the feed, approve or reject the pending suggestions, restore rejected ones. */
export function SportsApiTab() {
  const { t } = useTranslation('admin');
  const list = trpc.admin.suggestedGames.list.useQuery();
  const data = list.data;
  return (
    <Stack>
      <ImportCard />
      <Group justify="space-between">
        {/* Only pending suggestions are listed, so the count says what the list shows. */}
        <Text size="sm">
          {data && data.pending > 0
            ? t('feed.suggestions.pendingOf', { pending: data.pending, total: data.total })
            : ''}
        </Text>
        {data && data.pending > 0 ? <RejectAllButton pending={data.pending} /> : null}
      </Group>
      {list.isPending ? <Loader /> : null}
      {data?.suggestedGames.length === 0 ? <Text c="dimmed">{t('feed.suggestions.empty')}</Text> : null}
      {data?.suggestedGames.map((game) => (
        <SuggestionRow key={game.id} game={game} />
      ))}
      <RejectedSuggestions />
      <FeedHealthCard />
    </Stack>
  );
}
