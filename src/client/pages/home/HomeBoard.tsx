import { Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeaderboardResponse } from '../../../shared/schemas/leaderboard';
import { LinkedCard } from '../../components/LinkedCard';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PremiumBadge } from '../../components/PremiumBadge';
import { Spoken } from '../../components/Spoken';
import { TiesHint } from '../../components/TiesHint';
import { ViewerPin, viewerPlace } from '../../features/leaderboard/ViewerPin';
import { displayName } from '../../lib/players';
import { type BoardPeriodWords, boardFigures } from '../../lib/record';

const TOP = 10;
/** Gold, silver and bronze for the first three (dark enough for white text). */
const MEDAL_COLORS = ['#8a6d00', '#5c636a', '#8b4513'];

/** A medal for ranks 1-3, then #n. */
function RankMark({ rank }: { rank: number }) {
  const { t } = useTranslation('home');
  const medal = MEDAL_COLORS[rank - 1];
  return (
    <Text
      component="span"
      w={28}
      h={24}
      ta="center"
      fw={800}
      size="sm"
      style={
        medal
          ? {
              background: medal,
              color: '#fff',
              borderRadius: '50%',
              width: 24,
              lineHeight: '24px',
              flex: 'none',
            }
          : { flex: 'none' }
      }
      data-medal={medal ? rank : undefined}
    >
      <VisuallyHidden>{t('boards.rank')}</VisuallyHidden>
      {medal ? rank : `#${rank}`}
    </Text>
  );
}

/** The top 10 of a board, by peak streak in the period (the server's order). */
export function HomeBoard({
  boardKey,
  title,
  board,
  loading,
  viewerId,
  emptyText,
  period,
}: {
  /** Names the heading's id, the same in every language (tests find the list by it); else the title does. */
  boardKey?: string;
  title: string;
  /** The period the rows' records cover. */
  period: BoardPeriodWords;
  board: LeaderboardResponse | undefined;
  loading: boolean;
  viewerId: number;
  emptyText: string;
}) {
  const { t } = useTranslation(['home', 'common']);
  const headingId = `board-${boardKey ?? title.toLowerCase().replace(/\W+/g, '-')}`;
  const rows = board?.players.slice(0, TOP) ?? [];
  // "Your rank" under the top 10 when the player is not among them, or not on the board yet.
  const place = board
    ? viewerPlace(
        board,
        rows.map((r) => r.id),
        viewerId,
        'peak',
      )
    : null;
  return (
    <LinkedCard title={title} to="/leaderboard" linkLabel={t('boards.seeAll')} headingId={headingId}>
      {loading ? (
        <Stack gap={6}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={32} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
          {place ? <ViewerPin place={place} mode="peak" period={period} /> : null}
        </Stack>
      ) : (
        <>
          <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }} data-testid={headingId}>
            {rows.map((row) => {
              const name = displayName(row);
              const you = row.id === viewerId;
              const figures = boardFigures(row, period);
              return (
                <Group
                  component="li"
                  key={row.id}
                  gap="xs"
                  wrap="nowrap"
                  py={2}
                  px={4}
                  data-testid="home-board-row"
                  data-viewer={you || undefined}
                  style={
                    you ? { background: 'var(--mantine-color-orange-light)', borderRadius: 6 } : undefined
                  }
                >
                  <RankMark rank={row.rank} />
                  <PlayerAvatar avatarKey={row.avatarKey} name="" size={28} />
                  {/* The name gets the row's width; the badge and figures sit on the line below it. */}
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={you ? 700 : 500} truncate="end" data-testid="home-board-name">
                      {name}
                      {you ? t('common:youSuffix') : ''}
                    </Text>
                    <Group gap={6} wrap="nowrap">
                      {row.subscriptionTier === 'premium' ? (
                        <PremiumBadge size="xs" style={{ flex: 'none' }} />
                      ) : null}
                      <Text size="xs" c="dimmed" truncate="end">
                        <Spoken shown={figures.text} spoken={figures.spoken} />
                      </Text>
                    </Group>
                  </Stack>
                  <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap', flex: 'none' }}>
                    <Spoken
                      shown={`🔥 ${row.longestStreak}`}
                      spoken={t('boards.peakSpoken', { streak: row.longestStreak })}
                    />
                  </Text>
                </Group>
              );
            })}
          </Stack>
          {place ? (
            <div style={{ marginTop: 6 }}>
              <ViewerPin place={place} mode="peak" period={period} />
            </div>
          ) : null}
        </>
      )}
      <div style={{ marginTop: 6 }}>
        <TiesHint />
      </div>
    </LinkedCard>
  );
}
