import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPick, PickStatusWord } from '../../../../shared/schemas/admin';
import type { TimeSort } from '../../../../shared/schemas/admin-lists';
import { reportFixed } from '../../../features/admin/admin-errors';
import { denverDateTime } from '../../../features/admin/admin-time';
import { ADMIN_PAGE_SIZE } from '../../../features/admin/ListPager';
import {
  ListSearchBar,
  NEWEST_OLDEST,
  PagedList,
  SortSelect,
  useListQuery,
} from '../../../features/admin/paged-list';
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
  const q = useListQuery<TimeSort>('newest');
  const [ungradedOnly, setUngradedOnly] = useState(false);
  const picks = trpc.admin.picks.search.useQuery(
    { search: q.searched, ungradedOnly, sort: q.sort, page: q.page, pageSize: ADMIN_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const list = picks.data?.picks ?? [];
  return (
    <Stack>
      <ListSearchBar label="Search picks" placeholder="User name, username, email or team" query={q}>
        <SortSelect label="Sort picks" data={NEWEST_OLDEST} value={q.sort} onChange={q.setSort} />
      </ListSearchBar>
      <Switch
        label="Ungraded only"
        checked={ungradedOnly}
        onChange={(e) => q.firstPage(setUngradedOnly)(e.currentTarget.checked)}
      />
      <PagedList
        total={picks.data?.total}
        shown={list.length}
        pending={picks.isPending}
        noun={['pick', 'picks']}
        empty="No picks found"
        page={q.page}
        onPage={q.setPage}
        pagerLabel="Picks"
      >
        {list.map((pick) => (
          <PickRow key={pick.id} pick={pick} />
        ))}
      </PagedList>
    </Stack>
  );
}
