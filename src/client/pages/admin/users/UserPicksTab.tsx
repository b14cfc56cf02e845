import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPick, PickStatusWord } from '../../../../shared/schemas/admin';
import type { TimeSort } from '../../../../shared/schemas/admin-lists';
import { reportFixed } from '../../../features/admin/admin-errors';
import { denverDateTime } from '../../../features/admin/admin-time';
import { ADMIN_PAGE_SIZE } from '../../../features/admin/ListPager';
import {
  ListSearchBar,
  newestOldest,
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
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const grade = trpc.admin.picks.grade.useMutation({
    onSuccess: () => {
      toast.success(t('picks.gradedBody', { username: pick.user.username }), t('picks.graded'));
      void utils.admin.picks.invalidate();
    },
    onError: reportFixed(t('picks.gradeFailed')),
  });
  const results = [
    { result: 'win', color: 'green' },
    { result: 'loss', color: 'red' },
    { result: 'push', color: 'gray' },
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
          {t(`picks.grade.${r.result}`)}
        </Button>
      ))}
    </Group>
  );
}

function PickRow({ pick }: { pick: AdminPick }) {
  const { t } = useTranslation('admin');
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
          <Text size="sm">{t('picks.picked', { team: pick.selectedTeam.name })}</Text>
          <Text size="xs" c="dimmed">
            {denverDateTime(pick.pickedAt)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge color={STATUS_COLOR[pick.status]}>{t(`picks.status.${pick.status}`)}</Badge>
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
  const { t } = useTranslation('admin');
  const q = useListQuery<TimeSort>('newest');
  const [ungradedOnly, setUngradedOnly] = useState(false);
  const picks = trpc.admin.picks.search.useQuery(
    { search: q.searched, ungradedOnly, sort: q.sort, page: q.page, pageSize: ADMIN_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const list = picks.data?.picks ?? [];
  return (
    <Stack>
      <ListSearchBar label={t('picks.search')} placeholder={t('picks.searchPlaceholder')} query={q}>
        <SortSelect label={t('picks.sort')} data={newestOldest()} value={q.sort} onChange={q.setSort} />
      </ListSearchBar>
      <Switch
        label={t('picks.ungradedOnly')}
        checked={ungradedOnly}
        onChange={(e) => q.firstPage(setUngradedOnly)(e.currentTarget.checked)}
      />
      <PagedList
        total={picks.data?.total}
        shown={list.length}
        pending={picks.isPending}
        found={(count) => t('picks.found', { count })}
        empty={t('picks.empty')}
        page={q.page}
        onPage={q.setPage}
        pagerLabel={t('picks.pager')}
      >
        {list.map((pick) => (
          <PickRow key={pick.id} pick={pick} />
        ))}
      </PagedList>
    </Stack>
  );
}
