import { Badge, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';

// Picks render in pages of 50 so a long list stays quick to scroll and to paint.
const PAGE = 50;

import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPick, PickStatusWord } from '../../../../shared/schemas/admin';
import { reportFixed } from '../../../features/admin/admin-errors';
import { denverDateTime } from '../../../features/admin/admin-time';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

const STATUS_COLOR: Record<PickStatusWord, string> = {
  Pending: 'blue',
  Won: 'green',
  Lost: 'red',
  Push: 'gray',
  Ungraded: 'orange',
};

function GradeButtons({ pick }: { pick: AdminPick }) {
  const utils = trpc.useUtils();
  const grade = trpc.admin.picks.grade.useMutation({
    onSuccess: () => {
      toast.success(`${pick.user.username}'s pick was graded.`, 'Pick graded');
      void utils.admin.picks.list.invalidate();
    },
    onError: reportFixed('Failed to grade pick'),
  });
  const results = [
    { result: 'win', label: 'Win', color: 'green' },
    { result: 'loss', label: 'Loss', color: 'red' },
    { result: 'push', label: 'Push', color: 'gray' },
  ] as const;
  return (
    <Group gap={6}>
      {results.map((r) => (
        <Button
          key={r.result}
          size="xs"
          color={r.color}
          disabled={grade.isPending}
          onClick={() => grade.mutate({ pickId: pick.id, result: r.result })}
        >
          {r.label}
        </Button>
      ))}
    </Group>
  );
}

function PickRow({ pick }: { pick: AdminPick }) {
  const name = `${pick.user.firstName} ${pick.user.lastName}`.trim();
  return (
    <Card withBorder padding="sm" data-testid="admin-pick-row">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Text fw={700}>
            {name || pick.user.username}{' '}
            <Text span c="dimmed" size="sm">
              @{pick.user.username}
            </Text>
          </Text>
          <Text size="sm">
            {pick.game.awayTeam.name} @ {pick.game.homeTeam.name}
          </Text>
          <Text size="sm">Picked: {pick.selectedTeam.name}</Text>
          <Text size="xs" c="dimmed">
            {denverDateTime(pick.pickedAt)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={STATUS_COLOR[pick.status]}>{pick.status}</Badge>
          {pick.canGrade ? <GradeButtons pick={pick} /> : null}
        </Group>
      </Group>
    </Card>
  );
}

/** The user-picks tab: search, each pick's status word, and hand grading where the server allows it. */
export function UserPicksTab() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [shown, setShown] = useState(PAGE);
  const picks = trpc.admin.picks.list.useQuery(
    { search: debounced || undefined, limit: 200 },
    { placeholderData: keepPreviousData },
  );
  return (
    <Stack>
      <TextInput
        label="Search picks"
        placeholder="User name, username, email or team"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setShown(PAGE);
        }}
      />
      {picks.isPending ? <Loader /> : null}
      {picks.data?.length === 0 ? <Text c="dimmed">No picks found</Text> : null}
      {picks.data?.slice(0, shown).map((pick) => (
        <PickRow key={pick.id} pick={pick} />
      ))}
      {picks.data && picks.data.length > shown ? (
        <Button variant="default" onClick={() => setShown((n) => n + PAGE)}>
          Show more ({picks.data.length - shown} left)
        </Button>
      ) : null}
    </Stack>
  );
}
