import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_NAME } from '../../../shared/constants';

const POINTS = ['intro.point1', 'intro.point2', 'intro.point3', 'intro.point4'] as const;

/** The product's name and promise, first thing a visitor reads. */
export function MarketingIntro() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm">
      <Title order={1}>{APP_NAME}</Title>
      <Text size="lg" fw={500}>
        {t('intro.promise')}
      </Text>
    </Stack>
  );
}

/** What the game offers, point by point. */
export function MarketingPoints() {
  const { t } = useTranslation('auth');
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
        <List.Item key={point}>{t(point)}</List.Item>
      ))}
    </List>
  );
}
