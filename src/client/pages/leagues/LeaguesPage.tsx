import { Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';
import { CenteredLoader } from '../../components/QueryStates';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { CreateLeagueForm } from '../../features/leagues/CreateLeagueForm';
import { JoinByCodeForm } from '../../features/leagues/JoinByCodeForm';
import { MyLeaguesList } from '../../features/leagues/MyLeaguesList';
import { Section } from '../../features/leagues/Section';
import { ShareStreakButton } from '../../features/leagues/ShareStreakButton';
import { WeeklyRecapSwitch } from '../../features/leagues/WeeklyRecapSwitch';
import { trpc } from '../../lib/trpc';

/** /leagues: my leagues with my rank in each, create one, join one by code. */
export default function LeaguesPage() {
  const { t } = useTranslation('leagues');
  const { user } = useCurrentUser();
  const mine = trpc.leagues.mine.useQuery();
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <PageHeading title={t('title')} subtitle={t('subtitle')} />
          <ShareStreakButton />
        </Group>
        <Paper withBorder radius="md" p="sm" component="section" aria-label={t('yours')}>
          {mine.isPending ? (
            <CenteredLoader label={t('loading')} py="md" />
          ) : !mine.data || mine.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="md">
              {t('noneYet')}
            </Text>
          ) : (
            <MyLeaguesList leagues={mine.data} />
          )}
        </Paper>
        <Section title={t('joinTitle')}>
          <JoinByCodeForm />
        </Section>
        <Section title={t('createTitle')}>
          <CreateLeagueForm premium={user?.subscriptionTier === 'premium'} />
        </Section>
        <Section title={t('recapTitle')}>
          <WeeklyRecapSwitch />
        </Section>
      </Stack>
    </Container>
  );
}
