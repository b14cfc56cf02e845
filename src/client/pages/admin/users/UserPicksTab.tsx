import { Badge, Button, Card, Group, Loader, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPick, PickStatusWord } from '../../../../shared/schemas/admin';
import type { TimeSort } from '../../../../shared/schemas/admin-lists';
import { reportFixed } from '../../../features/admin/admin-errors';
import { denverDateTime } from '../../../features/admin/admin-time';
import { ADMIN_PAGE_SIZE, ListPager } from '../../../features/admin/ListPager';
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
      void utils.admin.picks.invalidate();
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

/**
 * The user-picks tab: search, "Ungraded only", newest or oldest first, a page at a time from the server (its
 * total counts what the search and filter select); hand grading where the server allows it.
 */
export function UserPicksTab() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [ungradedOnly, setUngradedOnly] = useState(false);
  const [sort, setSort] = useState<TimeSort>('newest');
  const [page, setPage] = useState(1);
  const picks = trpc.admin.picks.search.useQuery(
    { search: debounced || undefined, ungradedOnly, sort, page, pageSize: ADMIN_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const list = picks.data?.picks ?? [];
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 220 }}
          label="Search picks"
          placeholder="User name, username, email or team"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label="Sort picks"
          data={[
            { value: 'newest', label: 'Newest first' },
            { value: 'oldest', label: 'Oldest first' },
          ]}
          value={sort}
          allowDeselect={false}
          onChange={(v) => {
            if (v) setSort(v as TimeSort);
            setPage(1);
          }}
        />
      </Group>
      <Switch
        label="Ungraded only"
        checked={ungradedOnly}
        onChange={(e) => {
          setUngradedOnly(e.currentTarget.checked);
          setPage(1);
        }}
      />
      {picks.data ? (
        <Text size="sm" c="dimmed">
          {picks.data.total} {picks.data.total === 1 ? 'pick' : 'picks'} found
        </Text>
      ) : null}
      {picks.isPending ? <Loader /> : null}
      {picks.data && list.length === 0 ? <Text c="dimmed">No picks found</Text> : null}
      {list.map((pick) => (
        <PickRow key={pick.id} pick={pick} />
      ))}
      {picks.data ? (
        <ListPager page={page} total={picks.data.total} onChange={setPage} label="Picks" />
      ) : null}
    </Stack>
  );
}
