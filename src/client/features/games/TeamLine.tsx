import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../shared/schemas/games';
import { TeamBadge } from './TeamBadge';
import { pitcherLine, teamRecord } from './team-record';

/** Golfers and the free special category's options play at no home ground. */
const hasHomeSide = (sport: string) => sport !== 'PGA' && sport !== 'Special';

/** One side of a game: badge, name (marked when it is the underdog), record, MLB pitcher and, once played, the score. */
export function TeamLine({ game, side }: { game: Game; side: 'home' | 'away' }) {
  const { t } = useTranslation('games');
  const team = side === 'home' ? game.homeTeam : game.awayTeam;
  const score = side === 'home' ? game.homeScore : game.awayScore;
  const record = teamRecord(game, side);
  const pitcher = pitcherLine(game, side);
  const won = game.status === 'completed' && game.winnerId === team.id;
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between" data-testid={`team-${side}`}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <TeamBadge team={team} />
        <div style={{ minWidth: 0 }}>
          <Text fw={won ? 800 : 600} truncate="end">
            {team.name}
            {side === 'home' && hasHomeSide(game.sport) ? (
              <Text span size="xs" c="dimmed" ml={6}>
                {t('card.home')}
              </Text>
            ) : null}
            {game.underdog === side ? (
              <Badge
                component="span"
                size="xs"
                variant="light"
                color="grape"
                ml={6}
                data-testid="underdog-badge"
              >
                {t('line.underdog')}
              </Badge>
            ) : null}
          </Text>
          {record || pitcher ? (
            <Text size="xs" c="dimmed" truncate="end">
              {record ? <span data-testid="team-record">{record}</span> : null}
              {record && pitcher ? ' · ' : null}
              {pitcher}
            </Text>
          ) : null}
        </div>
      </Group>
      {score !== null && game.status !== 'scheduled' ? (
        <Text
          fz={24}
          fw={800}
          // The app's own font, its figures of one width so a changing score does not shift the line.
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid={`score-${side}`}
          aria-label={t('card.score', { team: team.name, score })}
        >
          {score}
        </Text>
      ) : null}
    </Group>
  );
}
