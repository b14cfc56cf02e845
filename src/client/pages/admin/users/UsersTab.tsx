import { Stack } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser } from '../../../../shared/schemas/admin';
import type { UserSort } from '../../../../shared/schemas/admin-lists';
import { HistoryDrawer, type HistoryTarget } from '../../../features/admin/HistoryDrawer';
import { ADMIN_PAGE_SIZE } from '../../../features/admin/ListPager';
import { ListSearchBar, PagedList, SortSelect, useListQuery } from '../../../features/admin/paged-list';
import { trpc } from '../../../lib/trpc';
import { DeleteUserDialog } from './DeleteUserDialog';
import { EmailResetDialog } from './EmailResetDialog';
import { LeaguesList } from './LeaguesList';
import { SetPasswordDialog } from './SetPasswordDialog';
import { UserRow } from './UserRow';

type Dialog = { kind: 'email' | 'password' | 'delete'; user: AdminUser } | null;

const SORTS: { value: UserSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'username', label: 'Username A-Z' },
  { value: 'wins', label: 'Most wins' },
  { value: 'picks', label: 'Most picks' },
  { value: 'lastLogin', label: 'Last login' },
];

/** The users tab: search, premium toggle, Email Reset, Set Password and Delete account; then the leagues. */
export function UsersTab() {
  const me = trpc.auth.me.useQuery();
  const q = useListQuery<UserSort>('newest');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  // The server pages, searches and sorts; the previous page stays on screen while the next one loads.
  const users = trpc.admin.users.list.useQuery(
    { search: q.searched, page: q.page, pageSize: ADMIN_PAGE_SIZE, sort: q.sort },
    { placeholderData: keepPreviousData },
  );
  const list = users.data?.users ?? [];
  return (
    <Stack>
      <ListSearchBar label="Search users" placeholder="Username, email, first or last name" query={q}>
        <SortSelect label="Sort users" data={SORTS} value={q.sort} onChange={q.setSort} />
      </ListSearchBar>
      <PagedList
        total={users.data?.total}
        shown={list.length}
        pending={users.isPending}
        noun={['user', 'users']}
        empty="No users found"
        page={q.page}
        onPage={q.setPage}
        pagerLabel="Users"
      >
        {list.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            onEmailReset={() => setDialog({ kind: 'email', user })}
            onSetPassword={() => setDialog({ kind: 'password', user })}
            onHistory={() => setHistory({ kind: 'user', id: user.id, title: `History of @${user.username}` })}
            onDelete={user.id === me.data?.id ? undefined : () => setDialog({ kind: 'delete', user })}
          />
        ))}
      </PagedList>
      <EmailResetDialog
        user={dialog?.kind === 'email' ? dialog.user : null}
        onClose={() => setDialog(null)}
      />
      <SetPasswordDialog
        user={dialog?.kind === 'password' ? dialog.user : null}
        onClose={() => setDialog(null)}
      />
      <DeleteUserDialog
        user={dialog?.kind === 'delete' ? dialog.user : null}
        onClose={() => setDialog(null)}
      />
      <HistoryDrawer target={history} onClose={() => setHistory(null)} />
      <LeaguesList />
    </Stack>
  );
}
