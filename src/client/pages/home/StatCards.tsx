import { Badge, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/schemas/auth';
import { Spoken } from '../../components/Spoken';
import { StatTile } from '../../components/StatTile';
import { WinRateHint } from '../../components/WinRateHint';
import { formatRecord, spokenRecord, userRecord, winRate as winRateOf } from '../../lib/record';
import { isActiveBest, streakDisplay } from '../../lib/streak';

export const WIN_RATE_SHIMMER_FROM = 70;
export const RANK_SHIMMER_UP_TO = 10;

type StatsUser = Pick<
  PublicUser,
  'currentStreak' | 'longestStreak' | 'totalWins' | 'totalLosses' | 'totalPicks' | 'leaderboardPosition'
>;

/**
 * Current Streak, Win Rate and Rank. Win Rate shimmers at 70% or more, Rank at 10 or better; the
 * rank falls back to the player's place in the weekly list when the server gives none.
 */
export function StatCards({ user, listRank }: { user: StatsUser; listRank: number | null }) {
  const { t } = useTranslation(['home', 'common']);
  const streak = streakDisplay(user.currentStreak);
  const record = userRecord(user);
  const winRate = winRateOf(record);
  const rank = user.leaderboardPosition ?? listRank;
  return (
    <SimpleGrid cols={3} spacing={{ base: 6, sm: 'md' }} component="section" aria-label={t('stats.region')}>
      <StatTile
        testId="stat-streak"
        title={t('stats.currentStreak')}
        emoji="🔥"
        value={streak.label}
        subtitle={streak.message}
        shimmering={streak.shimmer}
        badge={
          isActiveBest(user.currentStreak, user.longestStreak) ? (
            <Badge
              size="xs"
              color="green.8"
              variant="filled"
              data-testid="active-streak"
              // Two short lines rather than a cut word in a third of a phone's width.
              maw="100%"
              h="auto"
              styles={{
                label: { whiteSpace: 'normal', lineHeight: 1.2, overflow: 'visible', textAlign: 'left' },
              }}
              py={2}
            >
              {t('stats.activeStreak')}
            </Badge>
          ) : null
        }
      />
      <StatTile
        testId="stat-win-rate"
        title={t('stats.winRate')}
        emoji="🎯"
        value={`${winRate}%`}
        hint={<WinRateHint />}
        subtitle={
          <span data-testid="stat-record">
            <Spoken
              shown={t('stats.recordShown', {
                record: formatRecord(record),
                letters: t('common:record.letters'),
              })}
              spoken={spokenRecord(record)}
            />
          </span>
        }
        shimmering={winRate >= WIN_RATE_SHIMMER_FROM}
      />
      <StatTile
        testId="stat-rank"
        title={t('stats.rank')}
        emoji="🏆"
        value={rank === null ? '—' : `#${rank}`}
        subtitle={rank === null ? t('stats.noRank') : t('stats.thisWeek')}
        shimmering={rank !== null && rank <= RANK_SHIMMER_UP_TO}
      />
    </SimpleGrid>
  );
}
