import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DELETED_PLAYER } from '../../../../shared/schemas/account';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { PlayerAvatar } from '../../../components/PlayerAvatar';
import { reportServer } from '../../../features/admin/admin-errors';
import { denverDate, denverDateTime } from '../../../features/admin/admin-time';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

const fullName = (u: AdminUser) => `${u.firstName} ${u.lastName}`.trim() || u.username;

function PremiumToggle({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const setTier = trpc.admin.users.setSubscription.useMutation({
    onSuccess: (result) => {
      toast.success(
        t('users.tierNow', { username: user.username, tier: t(`users.tiers.${result.subscriptionTier}`) }),
        t('users.tierUpdated'),
      );
      void utils.admin.users.invalidate();
      void utils.admin.analytics.invalidate();
      // The admin may have changed their own tier: the header reads auth.me.
      void utils.auth.me.invalidate();
    },
    onError: reportServer(t('users.tierFailed')),
  });
  const premium = user.subscriptionTier === 'premium';
  return (
    <Switch
      label={t('users.premium')}
      checked={premium}
      disabled={setTier.isPending}
      onChange={() => setTier.mutate({ userId: user.id, subscriptionTier: premium ? 'free' : 'premium' })}
    />
  );
}

interface Props {
  user: AdminUser;
  onEmailReset(): void;
  onSetPassword(): void;
  onHistory(): void;
  /** Absent on the admin's own row: their own account is deleted from Settings. */
  onDelete?: (() => void) | undefined;
}

/** An erased account keeps its row as "Deleted player" (a name no live account can have: it holds a space). */
const isErased = (u: AdminUser) => u.username === DELETED_PLAYER && u.email === null;

/** One user: who they are, their figures, and the admin's actions on them. */
export function UserRow({ user, onEmailReset, onSetPassword, onHistory, onDelete }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder padding="sm" data-testid="admin-user-row">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <PlayerAvatar avatarKey={user.avatarKey} name={user.username} size={40} />
          <Stack gap={0}>
            <Group gap={6}>
              <Text fw={700}>{fullName(user)}</Text>
              {/* Filled with dark text on yellow: the light variant's yellow text fails WCAG AA contrast. */}
              <Badge
                color={user.subscriptionTier === 'premium' ? 'yellow.4' : 'gray.2'}
                variant="filled"
                c="dark.9"
              >
                {user.subscriptionTier === 'premium' ? t('users.premium') : t('users.free')}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              @{user.username} · {user.email ?? t('users.noEmail')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('users.figures', {
                wins: t('users.wins', { count: user.totalWins }),
                picks: t('users.picks', { count: user.totalPicks }),
                joined: denverDate(user.createdAt),
                lastLogin: user.lastLoginAt
                  ? t('users.lastLogin', { at: denverDateTime(user.lastLoginAt) })
                  : t('users.neverLoggedIn'),
              })}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          <PremiumToggle user={user} />
          <Button size="xs" variant="default" disabled={!user.email} onClick={onEmailReset}>
            {t('users.emailReset')}
          </Button>
          <Button size="xs" variant="default" onClick={onSetPassword}>
            {t('users.setPassword')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onHistory}>
            {t('users.history')}
          </Button>
          {onDelete && !isErased(user) && (
            <Button size="xs" variant="outline" color="red" onClick={onDelete}>
              {t('users.deleteAccount')}
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}
