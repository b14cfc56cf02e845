import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const MEDALS: Record<number, string> = { 1: '🥇', 2: '🥈', 3: '🥉' };

/** Gold, silver and bronze medals for ranks 1-3, then #n. */
export function RankMark({ rank }: { rank: number }) {
  const { t } = useTranslation('leaderboard');
  const medal = MEDALS[rank];
  return (
    <Text
      component="span"
      fw={700}
      size={medal ? 'xl' : 'sm'}
      c={medal ? undefined : 'dimmed'}
      w={40}
      ta="center"
      style={{ flexShrink: 0 }}
      aria-label={t('rank', { rank })}
      role="img"
    >
      {medal ?? `#${rank}`}
    </Text>
  );
}
