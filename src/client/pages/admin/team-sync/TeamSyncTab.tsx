import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminTeam } from '../../../../shared/schemas/admin';
import { trpc } from '../../../lib/trpc';
import { useSyncActions } from './use-sync-actions';

// admin.md section 9: the sync-by-sport list adds PGA and leaves out La Liga and MLS.
const SYNC_SPORTS = ['NFL', 'NBA', 'MLB', 'Premier League', 'College Football', 'PGA'] as const;
const MISSING_SHOWN = 12;

function SyncButtons() {
  const { t } = useTranslation('admin');
  const { syncAll, records, colors, streaks, sport } = useSyncActions();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        {t('sync.title')}
      </Title>
      <Group gap="xs">
        <Button loading={syncAll.isPending} onClick={() => syncAll.mutate()}>
          {t('sync.all')}
        </Button>
        <Button variant="default" loading={records.isPending} onClick={() => records.mutate()}>
          {t('sync.records')}
        </Button>
        <Button variant="default" loading={colors.isPending} onClick={() => colors.mutate()}>
          {t('sync.colors')}
        </Button>
        <Button variant="default" color="orange" loading={streaks.isPending} onClick={() => streaks.mutate()}>
          {t('sync.streaks')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {t('sync.colorsHint')}
      </Text>
      <Text fw={600} mt="md" mb={6}>
        {t('sync.bySport')}
      </Text>
      <Group gap="xs">
        {SYNC_SPORTS.map((s) => (
          <Button
            key={s}
            size="xs"
            variant="light"
            loading={sport.isPending && sport.variables?.sport === s}
            disabled={sport.isPending}
            onClick={() => sport.mutate({ sport: s })}
          >
            {s}
          </Button>
        ))}
      </Group>
    </Card>
  );
}

function MissingRecords({ teams }: { teams: AdminTeam[] }) {
  const { t } = useTranslation('admin');
  const shown = teams.slice(0, MISSING_SHOWN);
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        {t('sync.missing', { count: teams.length })}
      </Title>
      {teams.length === 0 ? <Text c="dimmed">{t('sync.noneMissing')}</Text> : null}
      <Stack gap={2}>
        {shown.map((team) => (
          <Text key={team.id} size="sm">
            {t('sync.team', { sport: team.sport, team: team.name })}
          </Text>
        ))}
        {teams.length > MISSING_SHOWN ? (
          <Text size="sm" c="dimmed">
            {t('sync.more', { count: teams.length - MISSING_SHOWN })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function SportCounts({ teams }: { teams: AdminTeam[] }) {
  const { t } = useTranslation('admin');
  const bySport = new Map<string, number>();
  for (const team of teams) bySport.set(team.sport, (bySport.get(team.sport) ?? 0) + 1);
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        {t('sync.perSport')}
      </Title>
      <Stack gap={2}>
        {[...bySport].map(([sport, n]) => (
          <Text key={sport} size="sm">
            {t('sync.sportCount', { sport, count: n })}
          </Text>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        {t('sync.perSportHint')}
      </Text>
    </Card>
  );
}

/** The team-sync tab: sync buttons, teams lacking records, and team counts per sport. */
export function TeamSyncTab() {
  const teams = trpc.admin.teams.list.useQuery();
  const missing = trpc.admin.teams.needsRecords.useQuery();
  return (
    <Stack>
      <SyncButtons />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <MissingRecords teams={missing.data ?? []} />
        <SportCounts teams={teams.data ?? []} />
      </SimpleGrid>
    </Stack>
  );
}
