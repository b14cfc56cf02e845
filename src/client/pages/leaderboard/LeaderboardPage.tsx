import { Container, Group, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { BoardPanel } from '../../features/leaderboard/BoardPanel';
import {
  BOARD_TABS,
  type BoardTab,
  isBoardTab,
  isStreakMode,
  STREAK_MODES,
  type StreakMode,
} from '../../features/leaderboard/board-order';
import { BoardSwitcher } from '../../features/leagues/BoardSwitcher';
import { PlayerProfileDialog } from '../../features/profile/PlayerProfileDialog';

/** /leaderboard: weekly, monthly and all-time rankings by peak or active streak; a row opens a profile. */
export default function LeaderboardPage() {
  const { user } = useCurrentUser();
  const [mode, setMode] = useState<StreakMode>('peak');
  const [tab, setTab] = useState<BoardTab>('weekly');
  const [openPlayer, setOpenPlayer] = useState<number | null>(null);

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} size="h2">
              Leaderboard
            </Title>
            <Text c="dimmed">Player Rankings</Text>
          </div>
          <SegmentedControl
            aria-label="Rank by"
            value={mode}
            onChange={(value) => isStreakMode(value) && setMode(value)}
            data={[...STREAK_MODES]}
          />
        </Group>
        <BoardSwitcher current="global" />
        <Tabs value={tab} onChange={(value) => isBoardTab(value) && setTab(value)} keepMounted={false}>
          <Tabs.List grow mb="sm">
            {BOARD_TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {BOARD_TABS.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              <BoardPanel tab={t.value} mode={mode} viewerId={user?.id ?? 0} onOpenPlayer={setOpenPlayer} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <PlayerProfileDialog
        userId={openPlayer}
        onClose={() => setOpenPlayer(null)}
        viewerId={user?.id ?? 0}
        timeZone={user?.timezone ?? DEFAULT_TIMEZONE}
      />
    </Container>
  );
}
