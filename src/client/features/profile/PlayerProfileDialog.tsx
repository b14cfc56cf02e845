import { Alert, Divider, Group, Modal, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileStatCards } from './ProfileStatCards';
import { ProfileSummary } from './ProfileSummary';
import { RecentPicksList } from './RecentPicksList';
import { StreakChartSection } from './StreakChartSection';
import { PROFILE_PICKS_SHOWN, usePlayerProfile } from './use-player-profile';

interface PlayerProfileDialogProps {
  /** The player shown; null keeps the dialog closed. */
  userId: number | null;
  onClose: () => void;
  /** The signed-in player, marked '(You)'. */
  viewerId: number;
  /** Dates are shown in the viewer's time zone. */
  timeZone: string;
}

/** A player's public profile: figures, streak trend and their latest completed picks. */
export function PlayerProfileDialog({ userId, onClose, viewerId, timeZone }: PlayerProfileDialogProps) {
  const { t } = useTranslation('profile');
  return (
    <Modal
      opened={userId !== null}
      onClose={onClose}
      title={t('title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {userId !== null && <ProfileBody userId={userId} viewerId={viewerId} timeZone={timeZone} />}
    </Modal>
  );
}

function ProfileBody({ userId, viewerId, timeZone }: { userId: number; viewerId: number; timeZone: string }) {
  const { t } = useTranslation('profile');
  const profile = usePlayerProfile(userId);
  if (profile.isPending) return <ProfilePlaceholder />;
  if (profile.isError) {
    return (
      <Alert color="red" variant="light">
        {t('failed')}
      </Alert>
    );
  }
  const { user, picks } = profile.data;
  return (
    <Stack gap="md">
      <ProfileSummary player={user} isViewer={user.id === viewerId} />
      <ProfileStatCards player={user} />
      <StreakChartSection picks={picks} currentStreak={user.currentStreak} />
      <Divider />
      <Title order={3} size="h5">
        {t('recent')}
      </Title>
      <RecentPicksList picks={picks.slice(0, PROFILE_PICKS_SHOWN)} timeZone={timeZone} />
    </Stack>
  );
}

/** Grey shapes where the profile will be, so the dialog does not jump when it arrives. */
function ProfilePlaceholder() {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')}>
      <Group gap="md" wrap="nowrap">
        <Skeleton circle height={64} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={18} width="60%" />
          <Skeleton height={12} width="40%" />
        </Stack>
      </Group>
      <Group grow gap="xs">
        {['peak', 'current', 'wins', 'picks'].map((key) => (
          <Skeleton key={key} height={56} />
        ))}
      </Group>
      {['a', 'b', 'c'].map((key) => (
        <Skeleton key={key} height={48} />
      ))}
    </Stack>
  );
}
