import { Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser } from '../../../../shared/schemas/admin';
import type { UserSort } from '../../../../shared/schemas/admin-lists';
import { HistoryDrawer, type HistoryTarget } from '../../../features/admin/HistoryDrawer';
import { ADMIN_PAGE_SIZE, ListPager } from '../../../features/admin/ListPager';
import { trpc } from '../../../lib/trpc';
import { EmailResetDialog } from './EmailResetDialog';
import { LeaguesList } from './LeaguesList';
import { SetPasswordDialog } from './SetPasswordDialog';
import { UserRow } from './UserRow';

type Dialog = { kind: 'email' | 'password'; user: AdminUser } | null;

const SORTS: { value: UserSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'username', label: 'Username A-Z' },
  { value: 'wins', label: 'Most wins' },
  { value: 'picks', label: 'Most picks' },
  { value: 'lastLogin', label: 'Last login' },
];

/** The users tab: search, premium toggle, Email Reset and Set Password; then the leagues. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<UserSort>('newest');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  // The server pages, searches and sorts; the previous page stays on screen while the next one loads.
  const users = trpc.admin.users.list.useQuery(
    { search: debounced || undefined, page, pageSize: ADMIN_PAGE_SIZE, sort },
    { placeholderData: keepPreviousData },
  );
  const list = users.data?.users ?? [];
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 220 }}
          label="Search users"
          placeholder="Username, email, first or last name"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label="Sort users"
          data={SORTS}
          value={sort}
          allowDeselect={false}
          onChange={(v) => {
            if (v) setSort(v as UserSort);
            setPage(1);
          }}
        />
      </Group>
      {users.data ? (
        <Text size="sm" c="dimmed">
          {users.data.total} {users.data.total === 1 ? 'user' : 'users'} found
        </Text>
      ) : null}
      {users.isPending ? <Loader /> : null}
      {users.data && list.length === 0 ? <Text c="dimmed">No users found</Text> : null}
      {list.map((user) => (
        <UserRow
          key={user.id}
          user={user}
          onEmailReset={() => setDialog({ kind: 'email', user })}
          onSetPassword={() => setDialog({ kind: 'password', user })}
          onHistory={() => setHistory({ kind: 'user', id: user.id, title: `History of @${user.username}` })}
        />
      ))}
      {users.data ? (
        <ListPager page={page} total={users.data.total} onChange={setPage} label="Users" />
      ) : null}
      <EmailResetDialog
        user={dialog?.kind === 'email' ? dialog.user : null}
        onClose={() => setDialog(null)}
      />
      <SetPasswordDialog
        user={dialog?.kind === 'password' ? dialog.user : null}
        onClose={() => setDialog(null)}
      />
      <HistoryDrawer target={history} onClose={() => setHistory(null)} />
      <LeaguesList />
    </Stack>
  );
}
