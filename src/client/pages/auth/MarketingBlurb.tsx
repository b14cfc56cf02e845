import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { APP_NAME } from '../../../shared/constants';

const POINTS = [
  'Pick the winners of real NFL, NBA, MLB, soccer and college games',
  'Build win streaks, unlock achievements and climb the leaderboards',
  'The longest streaks compete for a monthly prize',
  'Free to play: no money is ever staked',
];

/** The product's name and promise, first thing a visitor reads. */
export function MarketingIntro() {
  return (
    <Stack gap="sm">
      <Title order={1}>{APP_NAME}</Title>
      <Text size="lg" fw={500}>
        The free-to-play sports pick'em where every correct pick grows your win streak.
      </Text>
    </Stack>
  );
}

/** What the game offers, point by point. */
export function MarketingPoints() {
  return (
    <List
      spacing="xs"
      icon={
        <ThemeIcon size={20} radius="xl" aria-hidden>
          <Text size="xs" fw={700} c="white" component="span">
            ✓
          </Text>
        </ThemeIcon>
      }
    >
      {POINTS.map((point) => (
        <List.Item key={point}>{point}</List.Item>
      ))}
    </List>
  );
}
