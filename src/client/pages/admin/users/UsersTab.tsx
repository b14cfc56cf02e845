import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { trpc } from '../../../lib/trpc';
import { EmailResetDialog } from './EmailResetDialog';
import { LeaguesList } from './LeaguesList';
import { SetPasswordDialog } from './SetPasswordDialog';
import { UserRow } from './UserRow';

type Dialog = { kind: 'email' | 'password'; user: AdminUser } | null;

/** The users tab: search, premium toggle, Email Reset and Set Password; then the leagues. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The previous result stays on screen while a new search loads.
  const users = trpc.admin.users.list.useQuery(
    { search: debounced || undefined, page: 1, pageSize: 100 },
    { placeholderData: keepPreviousData },
  );
  const list = users.data?.users ?? [];
  return (
    <Stack>
      <TextInput
        label="Search users"
        placeholder="Username, email, first or last name"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
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
        />
      ))}
      <EmailResetDialog
        user={dialog?.kind === 'email' ? dialog.user : null}
        onClose={() => setDialog(null)}
      />
      <SetPasswordDialog
        user={dialog?.kind === 'password' ? dialog.user : null}
        onClose={() => setDialog(null)}
      />
      <LeaguesList />
    </Stack>
  );
}
