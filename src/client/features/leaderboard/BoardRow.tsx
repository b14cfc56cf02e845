import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PremiumBadge } from '../../components/PremiumBadge';
import { Spoken } from '../../components/Spoken';
import { i18n } from '../../i18n/i18n';
import { displayName } from '../../lib/players';
import { type BoardPeriodWords, boardFigures } from '../../lib/record';
import { streakDisplay } from '../../lib/streak';
import classes from './BoardRow.module.css';
import type { RankedRow, StreakMode } from './board-order';
import { RankMark } from './RankMark';

interface BoardRowProps {
  entry: RankedRow;
  mode: StreakMode;
  /** The period the row's record covers. */
  period: BoardPeriodWords;
  isViewer: boolean;
  onOpen: (userId: number) => void;
}

/**
 * A week's or month's peak above the period's wins began before the period (a run carried in): the row says so,
 * so a 14 beside a 6-2-0 week reads right.
 */
export function carriedInWords(
  row: { longestStreak: number; totalWins: number },
  period: BoardPeriodWords,
): string | null {
  if (period === 'all time' || row.longestStreak <= row.totalWins) return null;
  return i18n.t(period === 'this week' ? 'leaderboard:carriedWeeks' : 'leaderboard:carriedMonths');
}

/** One player on a board; the whole row is a button that opens their profile. */
export function BoardRow({ entry, mode, period, isViewer, onOpen }: BoardRowProps) {
  const { t } = useTranslation(['leaderboard', 'common']);
  const { row, rank } = entry;
  const name = `${displayName(row)}${isViewer ? t('common:youSuffix') : ''}`;
  const figures = boardFigures(row, period);
  const streak = mode === 'peak' ? String(row.longestStreak) : streakDisplay(row.currentStreak).label;
  const carriedIn = mode === 'peak' ? carriedInWords(row, period) : null;
  return (
    <UnstyledButton
      className={classes.row}
      data-viewer={isViewer || undefined}
      onClick={() => onOpen(row.id)}
      data-testid="board-row"
    >
      <Group gap="sm" wrap="nowrap">
        <RankMark rank={rank} />
        <PlayerAvatar avatarKey={row.avatarKey} name={t('avatarOf', { name: displayName(row) })} />
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text fw={600} size="sm" truncate="end" data-testid="board-name">
              {name}
            </Text>
            {row.subscriptionTier === 'premium' && <PremiumBadge size="xs" style={{ flexShrink: 0 }} />}
          </Group>
          <Text size="xs" c="dimmed" data-testid="board-figures">
            <Spoken shown={figures.text} spoken={figures.spoken} />
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
          <Text
            fw={700}
            size="lg"
            c={mode === 'active' && row.currentStreak < 0 ? 'var(--pk-danger-text)' : 'var(--pk-accent-text)'}
          >
            {streak}
          </Text>
          <Text size="xs" c="dimmed" ta="right" data-testid="board-streak-label">
            {mode === 'peak' ? t('peakStreak') : t('activeStreak')}
            {carriedIn ? <br /> : null}
            {carriedIn}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
