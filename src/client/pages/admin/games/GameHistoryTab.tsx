import { Badge, Button, Card, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { TimeSort } from '../../../../shared/schemas/admin-lists';
import type { Game } from '../../../../shared/schemas/games';
import { denverDateTime } from '../../../features/admin/admin-time';
import { HistoryDrawer, type HistoryTarget } from '../../../features/admin/HistoryDrawer';
import { ADMIN_PAGE_SIZE, ListPager } from '../../../features/admin/ListPager';
import { trpc } from '../../../lib/trpc';
import { FixScoreModal } from './FixScoreModal';

function winnerText(game: Game): string {
  if (game.winnerId === 'push') return 'Push';
  if (game.winnerId === game.homeTeam.id) return `Winner: ${game.homeTeam.name}`;
  if (game.winnerId === game.awayTeam.id) return `Winner: ${game.awayTeam.name}`;
  return 'No winner yet';
}

function HistoryRow({ game, onFix, onHistory }: { game: Game; onFix(): void; onHistory(): void }) {
  const live = game.status === 'live';
  return (
    <Card withBorder padding="sm" data-testid="admin-history-game">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Group gap={6}>
            <Badge color={live ? 'red' : 'gray'}>{live ? 'LIVE' : 'FINAL'}</Badge>
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
            Fix Score
          </Button>
          <Button size="xs" variant="subtle" onClick={onHistory}>
            History
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
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [sportId, setSportId] = useState<string | null>(null);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<TimeSort>('newest');
  const [page, setPage] = useState(1);
  const sports = trpc.admin.sports.list.useQuery();
  const history = trpc.admin.games.historySearch.useQuery(
    {
      search: debounced || undefined,
      sportId: sportId ? Number(sportId) : undefined,
      status: status === 'all' ? undefined : status,
      sort,
      page,
      pageSize: ADMIN_PAGE_SIZE,
    },
    { placeholderData: keepPreviousData },
  );
  const [fixing, setFixing] = useState<Game | null>(null);
  const [audit, setHistory] = useState<HistoryTarget | null>(null);
  const list = history.data?.games ?? [];
  const filtered = Boolean(debounced || sportId || status !== 'all');
  const firstPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 200 }}
          label="Search by team"
          placeholder="Team name"
          value={search}
          onChange={(e) => firstPage(setSearch)(e.currentTarget.value)}
        />
        <Select
          label="Sport"
          placeholder="All sports"
          clearable
          data={(sports.data ?? []).map((s) => ({ value: String(s.id), label: s.displayName || s.name }))}
          value={sportId}
          onChange={firstPage(setSportId)}
        />
        <Select
          label="Status"
          data={[
            { value: 'all', label: 'Final and live' },
            { value: 'completed', label: 'Final' },
            { value: 'live', label: 'Live' },
          ]}
          value={status}
          allowDeselect={false}
          onChange={(v) => firstPage(setStatus)((v ?? 'all') as StatusFilter)}
        />
        <Select
          label="Sort games"
          data={[
            { value: 'newest', label: 'Newest first' },
            { value: 'oldest', label: 'Oldest first' },
          ]}
          value={sort}
          allowDeselect={false}
          onChange={(v) => firstPage(setSort)((v ?? 'newest') as TimeSort)}
        />
      </Group>
      {history.data ? (
        <Text size="sm" c="dimmed">
          {history.data.total} {history.data.total === 1 ? 'game' : 'games'} found
        </Text>
      ) : null}
      {history.isPending ? <Loader /> : null}
      {history.data && list.length === 0 ? (
        <Text c="dimmed">{filtered ? 'No games match these filters' : 'No completed games yet...'}</Text>
      ) : null}
      {list.map((game) => (
        <HistoryRow
          key={game.id}
          game={game}
          onFix={() => setFixing(game)}
          onHistory={() =>
            setHistory({
              kind: 'game',
              id: game.id,
              title: `History of ${game.awayTeam.name} @ ${game.homeTeam.name}`,
            })
          }
        />
      ))}
      {history.data ? (
        <ListPager page={page} total={history.data.total} onChange={setPage} label="Games" />
      ) : null}
      <FixScoreModal game={fixing} onClose={() => setFixing(null)} />
      <HistoryDrawer target={audit} onClose={() => setHistory(null)} />
    </Stack>
  );
}
