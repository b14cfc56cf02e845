import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminTeam } from '../../../../shared/schemas/admin';
import { trpc } from '../../../lib/trpc';
import { useSyncActions } from './use-sync-actions';

// admin.md section 9: the sync-by-sport list adds PGA and leaves out La Liga and MLS.
const SYNC_SPORTS = ['NFL', 'NBA', 'MLB', 'Premier League', 'College Football', 'PGA'] as const;
const MISSING_SHOWN = 12;

function SyncButtons() {
  const { syncAll, records, colors, streaks, sport } = useSyncActions();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        Team Data
      </Title>
      <Group gap="xs">
        <Button loading={syncAll.isPending} onClick={() => syncAll.mutate()}>
          Full Team Sync
        </Button>
        <Button variant="default" loading={records.isPending} onClick={() => records.mutate()}>
          Update Records Only
        </Button>
        <Button variant="default" loading={colors.isPending} onClick={() => colors.mutate()}>
          Sync Team Colors
        </Button>
        <Button variant="default" color="orange" loading={streaks.isPending} onClick={() => streaks.mutate()}>
          Fix User Streaks
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        Sync Team Colors updates the primary and secondary colours of all 131 league teams.
      </Text>
      <Text fw={600} mt="md" mb={6}>
        Sync by Sport
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
  const shown = teams.slice(0, MISSING_SHOWN);
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        Teams with 0-0 records ({teams.length})
      </Title>
      {teams.length === 0 ? <Text c="dimmed">Every team has a record.</Text> : null}
      <Stack gap={2}>
        {shown.map((t) => (
          <Text key={t.id} size="sm">
            [{t.sport}] {t.name}
          </Text>
        ))}
        {teams.length > MISSING_SHOWN ? (
          <Text size="sm" c="dimmed">
            and {teams.length - MISSING_SHOWN} more
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function SportCounts({ teams }: { teams: AdminTeam[] }) {
  const bySport = new Map<string, number>();
  for (const t of teams) bySport.set(t.sport, (bySport.get(t.sport) ?? 0) + 1);
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        Teams per Sport
      </Title>
      <Stack gap={2}>
        {[...bySport].map(([sport, n]) => (
          <Text key={sport} size="sm">
            {sport}: {n} teams
          </Text>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        PGA has no team feed: syncing it changes nothing. La Liga and MLS teams arrive through Fetch Games.
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
