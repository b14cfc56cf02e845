import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlayerSummary } from '../../../shared/schemas/players';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PremiumBadge } from '../../components/PremiumBadge';
import { Spoken } from '../../components/Spoken';
import { WinRateHint } from '../../components/WinRateHint';
import { displayName } from '../../lib/players';
import { formatRecord, spokenRecord, userRecord, winRate } from '../../lib/record';
import { ProfileShieldBadge } from './ProfileShieldBadge';

/** The top of the profile: avatar, name, Premium and streak shield badges, record (W-L-P) and win rate. */
export function ProfileSummary({ player, isViewer }: { player: PlayerSummary; isViewer: boolean }) {
  const { t } = useTranslation(['profile', 'common']);
  const record = userRecord(player);
  return (
    <Group gap="md" wrap="nowrap">
      <PlayerAvatar
        avatarKey={player.avatarKey}
        name={t('avatar', { name: displayName(player) })}
        size={64}
      />
      <Stack gap={4} miw={0}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} size="lg" truncate="end" data-testid="profile-name">
            {displayName(player)}
            {isViewer && t('common:youSuffix')}
          </Text>
          {player.subscriptionTier === 'premium' && <PremiumBadge />}
          <ProfileShieldBadge player={player} />
        </Group>
        <Text size="sm" c="dimmed" component="div" data-testid="profile-record">
          <Spoken
            shown={`${formatRecord(record)} ${t('common:record.letters')}`}
            spoken={spokenRecord(record)}
          />{' '}
          · {t('winRate', { rate: winRate(record) })}
          <WinRateHint />
        </Text>
      </Stack>
    </Group>
  );
}
