import { Badge, Group, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { Game } from '../../../shared/schemas/games';
import { CheckIcon, CrossIcon } from '../../components/icons';

/** Result labels: PENDING (null), WIN, PUSH, and LOSS for anything else (player.md section 4). */
export function resultLabel(result: string | null): 'PENDING' | 'WIN' | 'PUSH' | 'LOSS' {
  if (result === null) return 'PENDING';
  if (result === 'win') return 'WIN';
  if (result === 'push') return 'PUSH';
  return 'LOSS';
}

const COLORS = { PENDING: 'gray.7', WIN: 'green.8', PUSH: 'gray.6', LOSS: 'red.8' } as const;

/** The player's pick on a game that has started: which team, and once graded whether it was right. */
export function PickResult({ game, pickedName }: { game: Game; pickedName: string }) {
  const { t } = useTranslation('games');
  const label = resultLabel(game.userPick?.result ?? null);
  return (
    <Group justify="space-between" gap="xs" data-testid="pick-result" data-result={label}>
      <Text size="sm">
        <Trans t={t} i18nKey="pick.yours" values={{ name: pickedName }} components={{ strong: <strong /> }} />
      </Text>
      <Badge
        color={COLORS[label]}
        variant="filled"
        leftSection={
          label === 'WIN' ? <CheckIcon size={12} /> : label === 'LOSS' ? <CrossIcon size={12} /> : null
        }
        aria-label={
          label === 'WIN' ? t('result.correct') : label === 'LOSS' ? t('result.wrong') : t(`result.${label}`)
        }
      >
        {t(`result.${label}`)}
      </Badge>
    </Group>
  );
}
