import { Card, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { denverDateTime } from '../../../features/admin/admin-time';
import { i18n } from '../../../i18n/i18n';
import { trpc } from '../../../lib/trpc';

const when = (iso: string | null) => (iso ? denverDateTime(iso) : i18n.t('admin:feed.health.never'));

/** A count that needs the admin's eye reads bold and red; zero reads plainly. */
function Count({ n }: { n: number }) {
  return (
    <Text size="sm" fw={n > 0 ? 700 : 400} c={n > 0 ? 'var(--pk-danger-text)' : undefined}>
      {n}
    </Text>
  );
}

/**
 * Feed health: per league the feed's last answer to an import or sync and to the live poller, its last
 * failure, games past their start still scheduled, and pending suggestions starting within two hours.
 */
export function FeedHealthCard() {
  const { t } = useTranslation('admin');
  const health = trpc.admin.feedHealth.useQuery(undefined, { refetchInterval: 60_000 });
  const headingId = useId();
  return (
    <Card withBorder padding="md" data-testid="admin-feed-health">
      <Title order={2} size="h4" mb="xs" id={headingId}>
        {t('feed.health.title')}
      </Title>
      {/* On a phone the table scrolls sideways: its box takes focus so the keyboard can scroll it too. */}
      <Table.ScrollContainer
        minWidth={720}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-labelledby': headingId } }}
      >
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('feed.health.league')}</Table.Th>
              <Table.Th>{t('feed.health.lastFetch')}</Table.Th>
              <Table.Th>{t('feed.health.lastPoll')}</Table.Th>
              <Table.Th>{t('feed.health.lastError')}</Table.Th>
              <Table.Th>{t('feed.health.overdue')}</Table.Th>
              <Table.Th>{t('feed.health.pendingSoon')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(health.data?.leagues ?? []).map((l) => (
              <Table.Tr key={l.league} data-testid="admin-feed-health-row">
                <Table.Td>{l.sport}</Table.Td>
                <Table.Td>{when(l.lastFetchAt)}</Table.Td>
                <Table.Td>{when(l.lastPollAt)}</Table.Td>
                <Table.Td>
                  {l.lastError ? (
                    <Text size="sm" c="var(--pk-danger-text)" style={{ overflowWrap: 'anywhere' }}>
                      {l.lastError}
                      {l.lastErrorAt ? ` (${denverDateTime(l.lastErrorAt)})` : ''}
                    </Text>
                  ) : (
                    t('feed.health.none')
                  )}
                </Table.Td>
                <Table.Td>
                  <Count n={l.overdueGames} />
                </Table.Td>
                <Table.Td>
                  <Count n={l.pendingSoon} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
