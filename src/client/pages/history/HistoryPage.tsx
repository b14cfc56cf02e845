import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { CenteredLoader } from '../../components/QueryStates';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { groupPicksByDay, historyRecord } from '../../features/history/group-by-day';
import { HistoryHeader } from '../../features/history/HistoryHeader';
import { HistoryPickCard } from '../../features/history/HistoryPickCard';
import { usePickHistory } from '../../features/history/use-pick-history';

/** /picks: every pick the player made, by day, with their record and accuracy. */
export default function HistoryPage() {
  const { t } = useTranslation('history');
  const { user } = useCurrentUser();
  const timeZone = user?.timezone ?? DEFAULT_TIMEZONE;
  const history = usePickHistory();
  const picks = history.data ?? [];
  const { winRate, ...record } = historyRecord(picks);

  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <HistoryHeader record={record} winRate={winRate} />
        {history.isPending ? (
          <CenteredLoader label={t('loading')} />
        ) : history.isError ? (
          <Text c="var(--pk-danger-text)" role="alert">
            {t('failed')}
          </Text>
        ) : picks.length === 0 ? (
          <NoPicksYet />
        ) : (
          groupPicksByDay(picks, timeZone).map((day) => (
            <Stack key={day.date} gap="xs" component="section" aria-label={day.heading}>
              <Title order={2} size="h5">
                {day.heading}
              </Title>
              <SimpleGrid
                cols={{ base: 1, md: 2 }}
                spacing="xs"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {day.picks.map((pick) => (
                  <HistoryPickCard key={pick.id} pick={pick} timeZone={timeZone} />
                ))}
              </SimpleGrid>
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}

function NoPicksYet() {
  const { t } = useTranslation('history');
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Text size="2rem" aria-hidden>
        📋
      </Text>
      <Title order={2} size="h4">
        {t('empty.title')}
      </Title>
      <Text c="dimmed">{t('empty.body')}</Text>
      <Button component={Link} to="/" mt="sm" data-testid="make-first-pick">
        {t('empty.action')}
      </Button>
    </Stack>
  );
}
