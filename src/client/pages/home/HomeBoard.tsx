import { Anchor, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { LeaderboardResponse } from '../../../shared/schemas/leaderboard';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PremiumBadge } from '../../components/PremiumBadge';
import { displayName } from '../../lib/players';

const TOP = 10;
/** Gold, silver and bronze for the first three (dark enough for white text). */
const MEDAL_COLORS = ['#8a6d00', '#5c636a', '#8b4513'];

/** A medal for ranks 1-3, then #n. */
function RankMark({ rank }: { rank: number }) {
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
      <VisuallyHidden>Rank </VisuallyHidden>
      {medal ? rank : `#${rank}`}
    </Text>
  );
}

/** The top 10 of a board, by peak streak in the period (the server's order). */
export function HomeBoard({
  title,
  board,
  loading,
  viewerId,
  emptyText,
}: {
  title: string;
  board: LeaderboardResponse | undefined;
  loading: boolean;
  viewerId: number;
  emptyText: string;
}) {
  const headingId = `board-${title.toLowerCase().replace(/\W+/g, '-')}`;
  const rows = board?.players.slice(0, TOP) ?? [];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Anchor component={Link} to="/leaderboard" size="sm">
          See all
        </Anchor>
      </Group>
      {loading ? (
        <Stack gap={6}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={32} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }} data-testid={headingId}>
          {rows.map((row) => {
            const name = displayName(row);
            const you = row.id === viewerId;
            return (
              <Group
                component="li"
                key={row.id}
                gap="xs"
                wrap="nowrap"
                justify="space-between"
                py={2}
                style={you ? { background: 'var(--mantine-color-orange-0)', borderRadius: 6 } : undefined}
              >
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <RankMark rank={row.rank} />
                  <PlayerAvatar avatarKey={row.avatarKey} name="" size={28} />
                  <Text size="sm" fw={you ? 700 : 500} truncate="end">
                    {name}
                    {you ? ' (You)' : ''}
                  </Text>
                  {row.subscriptionTier === 'premium' ? <PremiumBadge size="xs" /> : null}
                </Group>
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  <span aria-hidden>🔥</span> {row.longestStreak}
                  <Text span size="xs" c="dimmed" ml={4}>
                    {row.winPercentage}%
                  </Text>
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
