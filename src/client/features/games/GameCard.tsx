import { Badge, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../shared/schemas/games';
import { zonedClockTime } from '../../lib/game-time';
import { CountdownBadge } from './CountdownBadge';
import { GameLine } from './GameLine';
import { PickArea } from './PickArea';
import { PickStatsBar } from './PickStatsBar';
import { TeamLine } from './TeamLine';

/**
 * One game: league, start time, countdown or status badge, both teams with records and scores, the
 * live clock label, notes, the pick buttons (or the locked pick and its result) and the pick shares.
 */
export const GameCard = memo(function GameCard({
  game,
  timeZone,
  capReached,
  preview = false,
}: {
  game: Game;
  /** The zone the list's times are shown in (the player's own). */
  timeZone: string;
  capReached: boolean;
  /** A visitor's preview (the landing page): no pick buttons, an invitation instead. */
  preview?: boolean;
}) {
  const { t } = useTranslation('games');
  const title = t('card.title', { away: game.awayTeam.name, home: game.homeTeam.name });
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={title}
      data-testid="game-card"
      data-game-id={game.id}
      data-status={game.status}
    >
      <Stack gap="xs">
        {/* The badge keeps the top right on every card; league and start time share the left. */}
        <Group justify="space-between" align="flex-start" gap={6} wrap="nowrap">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            <Badge variant="outline" color="var(--pk-muted-outline)" size="sm" style={{ flex: 'none' }}>
              {game.sport}
            </Badge>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {zonedClockTime(game.scheduledTime, timeZone)}
            </Text>
          </Group>
          <CountdownBadge game={game} />
        </Group>
        {game.status === 'live' && game.timeRemaining ? (
          <Text size="xs" fw={700} c="var(--pk-danger-text)" data-testid="live-clock">
            {game.timeRemaining}
          </Text>
        ) : null}
        <TeamLine game={game} side="away" />
        <TeamLine game={game} side="home" />
        <GameLine game={game} timeZone={timeZone} />
        {game.notes ? (
          <Text size="xs" c="dimmed">
            {game.notes}
          </Text>
        ) : null}
        <Divider />
        {preview ? (
          <Text size="sm" c="dimmed" data-testid="preview-pick">
            {t('card.previewPick')}
          </Text>
        ) : (
          <PickArea game={game} capReached={capReached} />
        )}
        <PickStatsBar game={game} />
      </Stack>
    </Card>
  );
});
