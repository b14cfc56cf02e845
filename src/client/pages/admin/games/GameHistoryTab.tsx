import { Badge, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeSort } from '../../../../shared/schemas/admin-lists';
import type { Game } from '../../../../shared/schemas/games';
import { denverDateTime } from '../../../features/admin/admin-time';
import { HistoryDrawer, type HistoryTarget } from '../../../features/admin/HistoryDrawer';
import { ADMIN_PAGE_SIZE } from '../../../features/admin/ListPager';
import { newestOldest, PagedList, SortSelect, useListQuery } from '../../../features/admin/paged-list';
import { i18n } from '../../../i18n/i18n';
import { trpc } from '../../../lib/trpc';
import { FixScoreModal } from './FixScoreModal';

function winnerText(game: Game): string {
  if (game.winnerId === 'push') return i18n.t('admin:gameHistory.push');
  if (game.winnerId === game.homeTeam.id)
    return i18n.t('admin:gameHistory.winner', { team: game.homeTeam.name });
  if (game.winnerId === game.awayTeam.id)
    return i18n.t('admin:gameHistory.winner', { team: game.awayTeam.name });
  return i18n.t('admin:gameHistory.noWinner');
}

function HistoryRow({ game, onFix, onHistory }: { game: Game; onFix(): void; onHistory(): void }) {
  const { t } = useTranslation('admin');
  const live = game.status === 'live';
  return (
    <Card withBorder padding="sm" data-testid="admin-history-game">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Group gap={6}>
            <Badge color={live ? 'red' : 'gray'}>
              {live ? t('gameHistory.live') : t('gameHistory.final')}
            </Badge>
            <Text fw={700}>
              {game.awayTeam.name} {game.awayScore ?? '-'} @ {game.homeTeam.name} {game.homeScore ?? '-'}
            </Text>
          </Group>
          <Text size="sm">{winnerText(game)}</Text>
          <Text size="xs" c="dimmed">
            {denverDateTime(game.scheduledTime)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onFix}>
            {t('gameHistory.fixScore')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onHistory}>
            {t('gameHistory.history')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

type StatusFilter = 'all' | 'completed' | 'live';

/**
 * The game-history tab: completed and live games a page at a time from the server, newest first, searched by
 * team and filtered by sport and status (the total counts what the filters select); each with Fix Score.
 */
export function GameHistoryTab() {
  const { t } = useTranslation('admin');
  const q = useListQuery<TimeSort>('newest');
  const [sportId, setSportId] = useState<string | null>(null);
  const [status, setStatus] = useState<StatusFilter>('all');
  const sports = trpc.admin.sports.list.useQuery();
  const history = trpc.admin.games.historySearch.useQuery(
    {
      search: q.searched,
      sportId: sportId ? Number(sportId) : undefined,
      status: status === 'all' ? undefined : status,
      sort: q.sort,
      page: q.page,
      pageSize: ADMIN_PAGE_SIZE,
    },
    { placeholderData: keepPreviousData },
  );
  const [fixing, setFixing] = useState<Game | null>(null);
  const [audit, setHistory] = useState<HistoryTarget | null>(null);
  const list = history.data?.games ?? [];
  const filtered = Boolean(q.searched || sportId || status !== 'all');
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 200 }}
          label={t('gameHistory.search')}
          placeholder={t('gameHistory.searchPlaceholder')}
          value={q.search}
          onChange={(e) => q.setSearch(e.currentTarget.value)}
        />
        <Select
          label={t('gameHistory.sport')}
          placeholder={t('gameHistory.allSports')}
          clearable
          data={(sports.data ?? []).map((s) => ({ value: String(s.id), label: s.displayName || s.name }))}
          value={sportId}
          onChange={q.firstPage(setSportId)}
        />
        <SortSelect
          label={t('gameHistory.status')}
          data={[
            { value: 'all', label: t('gameHistory.statuses.all') },
            { value: 'completed', label: t('gameHistory.statuses.completed') },
            { value: 'live', label: t('gameHistory.statuses.live') },
          ]}
          value={status}
          onChange={q.firstPage(setStatus)}
        />
        <SortSelect label={t('gameHistory.sort')} data={newestOldest()} value={q.sort} onChange={q.setSort} />
      </Group>
      <PagedList
        total={history.data?.total}
        shown={list.length}
        pending={history.isPending}
        found={(count) => t('gameHistory.found', { count })}
        empty={filtered ? t('gameHistory.noMatch') : t('gameHistory.empty')}
        page={q.page}
        onPage={q.setPage}
        pagerLabel={t('gameHistory.pager')}
      >
        {list.map((game) => (
          <HistoryRow
            key={game.id}
            game={game}
            onFix={() => setFixing(game)}
            onHistory={() =>
              setHistory({
                kind: 'game',
                id: game.id,
                title: t('gameHistory.historyOf', { away: game.awayTeam.name, home: game.homeTeam.name }),
              })
            }
          />
        ))}
      </PagedList>
      <FixScoreModal game={fixing} onClose={() => setFixing(null)} />
      <HistoryDrawer target={audit} onClose={() => setHistory(null)} />
    </Stack>
  );
}
