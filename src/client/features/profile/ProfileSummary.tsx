import { Group, Stack, Text } from '@mantine/core';
import type { PlayerSummary } from '../../../shared/schemas/players';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PremiumBadge } from '../../components/PremiumBadge';
import { Spoken } from '../../components/Spoken';
import { WinRateHint } from '../../components/WinRateHint';
import { displayName } from '../../lib/players';
import { formatRecord, spokenRecord, userRecord, winRate } from '../../lib/record';

/** The top of the profile: avatar, name, Premium badge, record (W-L-P) and win rate. */
export function ProfileSummary({ player, isViewer }: { player: PlayerSummary; isViewer: boolean }) {
  const record = userRecord(player);
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
        <Text size="sm" c="dimmed" component="div" data-testid="profile-record">
          <Spoken shown={`${formatRecord(record)} W-L-P`} spoken={spokenRecord(record)} /> · {winRate(record)}
          % win rate
          <WinRateHint />
        </Text>
      </Stack>
    </Group>
  );
}
