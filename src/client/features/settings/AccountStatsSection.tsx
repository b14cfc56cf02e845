import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/schemas/auth';
import { StatTile } from '../../components/StatTile';
import { WinRateHint } from '../../components/WinRateHint';
import { formatRecord, userRecord, winRate } from '../../lib/record';
import { streakDisplay } from '../../lib/streak';
import { SettingsCard } from './SettingsCard';

/** Account Statistics: current and best streak, total picks and win rate. */
export function AccountStatsSection({ user }: { user: PublicUser }) {
  const { t } = useTranslation(['settings', 'common']);
  return (
    <SettingsCard title={t('stats.title')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <StatTile
          title={t('stats.currentStreak')}
          emoji="⚡"
          value={streakDisplay(user.currentStreak).label}
        />
        <StatTile title={t('stats.bestStreak')} emoji="🔥" value={user.longestStreak} />
        <StatTile title={t('stats.totalPicks')} emoji="🎯" value={user.totalPicks} />
        <StatTile
          title={t('stats.winRate')}
          emoji="📈"
          hint={<WinRateHint />}
          value={`${winRate(userRecord(user))}%`}
          subtitle={t('stats.record', {
            record: formatRecord(userRecord(user)),
            letters: t('common:record.letters'),
          })}
          testId="settings-win-rate"
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
