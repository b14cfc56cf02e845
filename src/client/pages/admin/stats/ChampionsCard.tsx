import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../../shared/schemas/admin';

type Champion = Analytics['champions']['winRate'];

function ChampionTile({
  label,
  champion,
  value,
}: {
  label: string;
  champion: Champion;
  value(n: number): string;
}) {
  const { t } = useTranslation('admin');
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{champion ? champion.username : t('stats.champions.nobody')}</Text>
      {champion ? <Text size="sm">{value(champion.value)}</Text> : null}
    </div>
  );
}

/** Community champions: best win rate (10+ picks, decided by the server), longest streak, most picks. */
export function ChampionsCard({ champions }: { champions: Analytics['champions'] }) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        {t('stats.champions.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <ChampionTile
          label={t('stats.champions.winRate')}
          champion={champions.winRate}
          value={(value) => t('stats.champions.winRateValue', { value })}
        />
        <ChampionTile
          label={t('stats.champions.longestStreak')}
          champion={champions.longestStreak}
          value={(value) => t('stats.champions.streakValue', { value })}
        />
        <ChampionTile
          label={t('stats.champions.mostPicks')}
          champion={champions.mostPicks}
          value={(value) => t('stats.champions.picksValue', { value })}
        />
      </SimpleGrid>
    </Card>
  );
}
