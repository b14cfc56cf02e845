import { Group, Stack, Text } from '@mantine/core';
import type { PlayerSummary } from '../../../shared/schemas/players';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PremiumBadge } from '../../components/PremiumBadge';
import { accuracy as accuracyPercent, displayName } from '../../lib/players';

/** The top of the profile: avatar, name, Premium badge, wins and accuracy. */
export function ProfileSummary({ player, isViewer }: { player: PlayerSummary; isViewer: boolean }) {
  const accuracy = accuracyPercent(player.totalWins, player.totalPicks);
  return (
    <Group gap="md" wrap="nowrap">
      <PlayerAvatar avatarKey={player.avatarKey} name={`${displayName(player)}'s avatar`} size={64} />
      <Stack gap={4} miw={0}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} size="lg" truncate="end" data-testid="profile-name">
            {displayName(player)}
            {isViewer && ' (You)'}
          </Text>
          {player.subscriptionTier === 'premium' && <PremiumBadge />}
        </Group>
        <Text size="sm" c="dimmed">
          {player.totalWins} wins · {accuracy}% accuracy
        </Text>
      </Stack>
    </Group>
  );
}
