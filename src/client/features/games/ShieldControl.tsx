import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../shared/schemas/games';
import { trpc } from '../../lib/trpc';

/**
 * The player's streak shield on a game card (ADR 0050): an "armed" badge on the pick that carries it, and while the
 * game is open a button to arm the held shield on this pick or take it off. Nothing for a card without the player's
 * pick, or when they hold no shield and this pick does not carry it.
 */
export function ShieldControl({ game, open }: { game: Game; open: boolean }) {
  const { t } = useTranslation('games');
  const utils = trpc.useUtils();
  const pickId = game.userPick?.id ?? null;
  const shield = trpc.picks.shield.useQuery(undefined, { enabled: pickId !== null });
  const onSuccess = (state: { held: boolean; armedPickId: number | null }) =>
    utils.picks.shield.setData(undefined, state);
  const arm = trpc.picks.armShield.useMutation({ onSuccess });
  const disarm = trpc.picks.disarmShield.useMutation({ onSuccess });
  if (pickId === null || !shield.data) return null;
  const armedHere = shield.data.armedPickId === pickId;
  const canArm = shield.data.held && shield.data.armedPickId === null;
  if (!armedHere && !(open && canArm)) return null;
  const pending = arm.isPending || disarm.isPending;
  return (
    <Group gap="xs" mt="xs" data-testid="shield">
      {armedHere && (
        <Badge color="indigo" variant="light" data-testid="shield-armed">
          {t('shield.armed')}
        </Badge>
      )}
      {open && (
        <Button
          size="compact-sm"
          variant="subtle"
          loading={pending}
          data-testid={armedHere ? 'shield-disarm' : 'shield-arm'}
          onClick={() => (armedHere ? disarm.mutate({ pickId }) : arm.mutate({ pickId }))}
        >
          {armedHere ? t('shield.disarm') : t('shield.arm')}
        </Button>
      )}
    </Group>
  );
}
