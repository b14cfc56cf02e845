import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { Analytics } from '../../../../shared/schemas/admin';

type Champion = Analytics['champions']['winRate'];

function ChampionTile({ label, champion, unit }: { label: string; champion: Champion; unit: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{champion ? champion.username : 'Nobody yet'}</Text>
      {champion ? <Text size="sm">{`${champion.value}${unit}`}</Text> : null}
    </div>
  );
}

/** Community champions: best win rate (10+ picks, decided by the server), longest streak, most picks. */
export function ChampionsCard({ champions }: { champions: Analytics['champions'] }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        Community Champions
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <ChampionTile label="Highest Win Rate" champion={champions.winRate} unit="%" />
        <ChampionTile label="Longest Streak" champion={champions.longestStreak} unit=" in a row" />
        <ChampionTile label="Most Picks" champion={champions.mostPicks} unit=" picks" />
      </SimpleGrid>
    </Card>
  );
}
