import { SimpleGrid } from '@mantine/core';
import type { PublicUser } from '../../../shared/schemas/auth';
import { StatTile } from '../../components/StatTile';
import { WinRateHint } from '../../components/WinRateHint';
import { formatRecord, userRecord, winRate } from '../../lib/record';
import { streakDisplay } from '../../lib/streak';
import { SettingsCard } from './SettingsCard';

/** Account Statistics: current and best streak, total picks and win rate. */
export function AccountStatsSection({ user }: { user: PublicUser }) {
  return (
    <SettingsCard title="Account Statistics">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <StatTile title="Current Streak" emoji="⚡" value={streakDisplay(user.currentStreak).label} />
        <StatTile title="Best Streak" emoji="🔥" value={user.longestStreak} />
        <StatTile title="Total Picks" emoji="🎯" value={user.totalPicks} />
        <StatTile
          title="Win Rate"
          emoji="📈"
          hint={<WinRateHint />}
          value={`${winRate(userRecord(user))}%`}
          subtitle={`${formatRecord(userRecord(user))} W-L-P`}
          testId="settings-win-rate"
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
