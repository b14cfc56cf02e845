import { Stack } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The sorts, in the select's order; each one's words are `users.sorts.<value>`. */
const SORTS: readonly UserSort[] = ['newest', 'oldest', 'username', 'wins', 'picks', 'lastLogin'];

/** The users tab: search, premium toggle, Email Reset, Set Password and Delete account; then the leagues. */
export function UsersTab() {
  const { t } = useTranslation('admin');
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
      <ListSearchBar label={t('users.search')} placeholder={t('users.searchPlaceholder')} query={q}>
        <SortSelect
          label={t('users.sort')}
          data={SORTS.map((value) => ({ value, label: t(`users.sorts.${value}`) }))}
          value={q.sort}
          onChange={q.setSort}
        />
      </ListSearchBar>
      <PagedList
        total={users.data?.total}
        shown={list.length}
        pending={users.isPending}
        found={(count) => t('users.found', { count })}
        empty={t('users.empty')}
        page={q.page}
        onPage={q.setPage}
        pagerLabel={t('users.pager')}
      >
        {list.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            onEmailReset={() => setDialog({ kind: 'email', user })}
            onSetPassword={() => setDialog({ kind: 'password', user })}
            onHistory={() =>
              setHistory({
                kind: 'user',
                id: user.id,
                title: t('users.historyOf', { username: user.username }),
              })
            }
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
