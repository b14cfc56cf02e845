import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlayerSummary } from '../../../shared/schemas/players';

/**
 * The streak shield a player holds (ADR 0050), beside their name on the profile. "Armed" only on the player's own
 * profile: the server tells no one else (docs/rules.md), so others see the shield held, never where it is.
 */
export function ProfileShieldBadge({
  player,
}: {
  player: Pick<PlayerSummary, 'shieldHeld' | 'shieldArmed'>;
}) {
  const { t } = useTranslation('profile');
  if (!player.shieldHeld) return null;
  return (
    <Badge color="indigo" variant="light" size="sm" data-testid="profile-shield">
      {player.shieldArmed ? t('shield.armed') : t('shield.held')}
    </Badge>
  );
}
