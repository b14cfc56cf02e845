import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaguePicksDay, LeaguePicksGame } from '../../../shared/schemas/league-picks';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { CenteredLoader } from '../../components/QueryStates';
import { intlLocale } from '../../i18n/i18n';
import { displayName } from '../../lib/players';
import { trpc } from '../../lib/trpc';
import { leaguePickRows } from './league-pick-rows';

const RESULT_KEYS = { win: 'result.WIN', loss: 'result.LOSS', push: 'result.PUSH' } as const;
const RESULT_COLORS = { win: 'green.9', loss: 'red.9', push: 'gray' } as const;

/** "League 3-1 · Everyone 62%": how a group split on a game, home side first. */
function SplitBar({
  label,
  split,
  home,
}: {
  label: string;
  split: NonNullable<LeaguePicksGame['league']>;
  home: string;
}) {
  const { t } = useTranslation('leagues');
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={600}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {t('picks.split', {
            home,
            percent: split.homePercent,
            homePicks: split.home,
            awayPicks: split.away,
          })}
        </Text>
      </Group>
      <Progress
        value={split.homePercent}
        size="sm"
        aria-label={t('picks.splitLabel', { group: label, percent: split.homePercent, home })}
      />
    </Stack>
  );
}

function GameBlock({
  game,
  day,
  viewerId,
}: {
  game: LeaguePicksGame;
  day: LeaguePicksDay;
  viewerId: number;
}) {
  const { t } = useTranslation('leagues');
  const { t: tCommon } = useTranslation();
  const { t: tGames } = useTranslation('games');
  const who = new Map(day.members.map((m) => [m.id, m]));
  const teamName = (teamId: number) =>
    teamId === game.homeTeam.id ? game.homeTeam.name : game.awayTeam.name;
  const score =
    game.homeScore !== null && game.awayScore !== null ? ` · ${game.awayScore}-${game.homeScore}` : '';
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid={`league-picks-game-${game.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} size="sm">
            {game.awayTeam.name} @ {game.homeTeam.name}
            {score}
          </Text>
          <Badge variant="light" color={game.locked ? 'gray' : 'orange'}>
            {game.status === 'completed'
              ? tGames('countdown.final')
              : game.locked
                ? t('picks.status.locked')
                : t('picks.status.open')}
          </Badge>
        </Group>
        {game.league && game.global ? (
          <Stack gap={4}>
            <SplitBar label={t('picks.league')} split={game.league} home={game.homeTeam.name} />
            <SplitBar label={t('picks.everyone')} split={game.global} home={game.homeTeam.name} />
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            {t('picks.hidden')}
          </Text>
        )}
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('picks.label')}>
          {leaguePickRows(game, day.members).map((p) => {
            const member = who.get(p.userId);
            const name = member ? displayName(member) : t('picks.aMember');
            return (
              <Group key={p.userId} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <PlayerAvatar avatarKey={member?.avatarKey} name="" size="xs" />
                  <Text size="sm" truncate="end">
                    {name}
                    {p.userId === viewerId ? tCommon('youSuffix') : ''}
                  </Text>
                </Group>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {teamName(p.teamId)}
                  </Text>
                  {p.result ? (
                    <Badge size="sm" color={RESULT_COLORS[p.result]}>
                      {tGames(RESULT_KEYS[p.result])}
                    </Badge>
                  ) : null}
                </Group>
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}

const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocale(), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * What the league picked, a day at a time: on each game that has started, every member's pick (and the result once
 * graded) with the league's split beside everyone's; on open games, only my own. Kept live as games lock and grade.
 */
export function LeaguePicks({ leagueId, viewerId }: { leagueId: number; viewerId: number }) {
  const { t } = useTranslation('leagues');
  const [date, setDate] = useState<string | undefined>(undefined);
  const input = { leagueId, ...(date ? { date } : {}) };
  const utils = trpc.useUtils();
  const day = trpc.leagues.picks.useQuery(input);
  trpc.live.leaguePicks.useSubscription(input, {
    onData: ({ data }) => utils.leagues.picks.setData(input, data.day),
  });
  if (day.isPending) return <CenteredLoader label={t('picks.loading')} py="md" />;
  if (!day.data) return <Text c="dimmed">{t('picks.failed')}</Text>;
  const d = day.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <DayStep arrow="‹" label={t('picks.previous')} onClick={() => setDate(d.previousDate)} />
        <Text fw={600} data-testid="league-picks-date">
          {longDate(d.date)}
        </Text>
        <DayStep arrow="›" label={t('picks.next')} onClick={() => setDate(d.nextDate)} />
      </Group>
      {d.games.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="sm">
          {t('picks.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {d.games.map((g) => (
            <GameBlock key={g.id} game={g} day={d} viewerId={viewerId} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The arrow to the day before or after; its label says which, for assistive technology. */
function DayStep({ arrow, label, onClick }: { arrow: string; label: string; onClick: () => void }) {
  return (
    <Button size="compact-sm" variant="default" onClick={onClick} aria-label={label}>
      {arrow}
    </Button>
  );
}
