import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../../shared/schemas/picks';
import { intlLocale } from '../../i18n/i18n';
import { RESULT_COLORS, type ResultLabel, resultLabel, teamPickText } from '../../lib/game-text';

const RESULT_ICONS: Record<ResultLabel, string> = { WIN: '✅', LOSS: '❌', PUSH: '➖', PENDING: '⏳' };

/** The latest completed picks of a player, newest first. */
export function RecentPicksList({ picks, timeZone }: { picks: readonly HistoryEntry[]; timeZone: string }) {
  const { t } = useTranslation(['profile', 'games']);
  if (picks.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {t('noPicks')}
      </Text>
    );
  }
  const date = new Intl.DateTimeFormat(intlLocale(), {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {picks.map((pick) => {
        const label = resultLabel(pick.result);
        const picked = pick.game.homeTeam.id === pick.selectedTeamId ? 'home' : 'away';
        const pickedScore = picked === 'home' ? pick.game.homeScore : pick.game.awayScore;
        const otherScore = picked === 'home' ? pick.game.awayScore : pick.game.homeScore;
        return (
          <Paper key={pick.id} withBorder p="xs" component="li">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Text component="span" role="img" aria-label={t(`result.${label}`)} size="lg" lh={1.2}>
                {RESULT_ICONS[label]}
              </Text>
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Text size="sm" fw={600}>
                  {t('matchup', {
                    picked: teamPickText(pick.game, pick.selectedTeamId),
                    other: teamPickText(pick.game, pick.opponent.id),
                  })}
                </Text>
                <Group gap="xs">
                  <Badge size="xs" variant="outline" color="var(--pk-muted-outline)">
                    {pick.game.sport}
                  </Badge>
                  {pickedScore !== null && otherScore !== null && (
                    <Text size="xs">
                      {pickedScore}-{otherScore}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {date.format(new Date(pick.game.scheduledTime))}
                  </Text>
                </Group>
              </Stack>
              <Badge color={RESULT_COLORS[label]} variant="filled">
                {t(`games:result.${label}`)}
              </Badge>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
