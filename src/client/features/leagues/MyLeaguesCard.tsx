import { Anchor, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trpc } from '../../lib/trpc';
import { MyLeaguesList } from './MyLeaguesList';

/** The home page's "My Leagues": my weekly rank in each league and its change since yesterday. */
export function MyLeaguesCard() {
  const { t } = useTranslation('leagues');
  const mine = trpc.leagues.mine.useQuery();
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('title')}
        </Title>
        <Anchor component={Link} to="/leagues" size="sm">
          {t('viewAll')}
        </Anchor>
      </Group>
      {mine.isPending ? (
        <Skeleton h={48} />
      ) : !mine.data || mine.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cardEmpty')}
        </Text>
      ) : (
        <MyLeaguesList leagues={mine.data} limit={5} />
      )}
    </Paper>
  );
}
