import { Alert, Badge, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/display-name';
import type { LeagueMatchup, MatchupPlayer } from '../../../shared/schemas/league-matchups';
import { useLeagueMatchups } from './use-league-matchups';

// Weekly head-to-head (ADR 0049): this week's matchups, both records updating live as games grade, and the
// season's table of matchups won, lost and tied.

const weekLabel = (week: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${week}T00:00:00Z`),
  );

function Side({ player, ahead, viewerId }: { player: MatchupPlayer; ahead: boolean; viewerId: number }) {
  const { t } = useTranslation('leaderboard');
  const name = displayName(player);
  return (
    <Stack gap={0} align="center" style={{ flex: 1, minWidth: 0 }}>
      <Text fw={player.id === viewerId ? 700 : 500} truncate="end" maw="100%">
        {player.id === viewerId ? t('matchups.you', { name }) : name}
      </Text>
      <Text size="sm" c="dimmed">
        {t('matchups.record', { wins: player.wins, losses: player.losses })}
      </Text>
      {ahead && (
        // The body's text colour on the light green: green's own shade there is 3.8:1 (WCAG 1.4.3 asks 4.5).
        <Badge size="xs" color="green" variant="light" c="var(--mantine-color-text)">
          {t('matchups.leads')}
        </Badge>
      )}
    </Stack>
  );
}

function Matchup({ matchup, viewerId }: { matchup: LeagueMatchup; viewerId: number }) {
  const { t } = useTranslation('leaderboard');
  const { home, away, leader } = matchup;
  const mine = home.id === viewerId || away?.id === viewerId;
  if (!away) {
    return (
      <Paper withBorder={mine} p="xs" radius="sm" component="li" bg="var(--mantine-color-default-hover)">
        <Text size="sm" ta="center">
          {t('matchups.bye', { name: displayName(home) })}
        </Text>
      </Paper>
    );
  }
  const label = t('matchups.label', {
    home: displayName(home),
    homeRecord: t('matchups.record', { wins: home.wins, losses: home.losses }),
    away: displayName(away),
    awayRecord: t('matchups.record', { wins: away.wins, losses: away.losses }),
    state:
      leader === 'tie'
        ? t('matchups.level')
        : t('matchups.ahead', { name: displayName(leader === 'home' ? home : away) }),
  });
  return (
    <Paper withBorder p="xs" radius="sm" component="li" aria-label={label} shadow={mine ? 'sm' : undefined}>
      <Group wrap="nowrap" gap="xs" align="center">
        <Side player={home} ahead={leader === 'home'} viewerId={viewerId} />
        <Text size="sm" c="dimmed" aria-hidden>
          {leader === 'tie' ? t('matchups.levelShort') : t('matchups.vs')}
        </Text>
        <Side player={away} ahead={leader === 'away'} viewerId={viewerId} />
      </Group>
    </Paper>
  );
}

/** A league's head-to-head: this week's matchups (live) and the season's W-L-T table. */
export function LeagueMatchups({ leagueId, viewerId }: { leagueId: number; viewerId: number }) {
  const { t, i18n } = useTranslation('leaderboard');
  const matchups = useLeagueMatchups(leagueId);
  if (matchups.isPending)
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={t('matchups.loading')} />
      </Center>
    );
  if (matchups.isError)
    return (
      <Alert color="red" variant="light">
        {t('matchups.failed')}
      </Alert>
    );
  const { thisWeek, season, table } = matchups.data;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('matchups.thisWeek', { date: weekLabel(thisWeek.week, i18n.language) })}
      </Title>
      <Text size="xs" c="dimmed">
        {t('matchups.rule')}
      </Text>
      {thisWeek.matchups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('matchups.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite">
          {thisWeek.matchups.map((m) => (
            <Matchup key={m.home.id} matchup={m} viewerId={viewerId} />
          ))}
        </Stack>
      )}
      <Title order={3} size="h5">
        {t('matchups.season', { season })}
      </Title>
      {table.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('matchups.noTable')}
        </Text>
      ) : (
        <Table striped withRowBorders={false} verticalSpacing={4}>
          <Table.Caption>{t('matchups.caption', { season })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('matchups.player')}</Table.Th>
              <Table.Th scope="col" ta="right">
                <abbr title={t('matchups.wonLong')}>{t('matchups.won')}</abbr>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                <abbr title={t('matchups.lostLong')}>{t('matchups.lost')}</abbr>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                <abbr title={t('matchups.tiedLong')}>{t('matchups.tied')}</abbr>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.map((line) => (
              <Table.Tr key={line.id} fw={line.id === viewerId ? 700 : undefined}>
                <Table.Th scope="row" fw="inherit">
                  {displayName(line)}
                </Table.Th>
                <Table.Td ta="right">{line.wins}</Table.Td>
                <Table.Td ta="right">{line.losses}</Table.Td>
                <Table.Td ta="right">{line.ties}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
