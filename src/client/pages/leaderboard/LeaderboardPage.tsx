import { Container, Group, SegmentedControl, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { PageHeading } from '../../components/PageHeading';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { BoardPanel } from '../../features/leaderboard/BoardPanel';
import {
  BOARD_TABS,
  type BoardTab,
  boardTabLabel,
  isBoardTab,
  isStreakMode,
  type StreakMode,
  streakModeOptions,
} from '../../features/leaderboard/board-order';
import { BoardSwitcher } from '../../features/leagues/BoardSwitcher';
import { PlayerProfileDialog } from '../../features/profile/PlayerProfileDialog';

/** /leaderboard: weekly, monthly and all-time rankings by peak or active streak; a row opens a profile. */
export default function LeaderboardPage() {
  const { t } = useTranslation('leaderboard');
  const { user } = useCurrentUser();
  const [mode, setMode] = useState<StreakMode>('peak');
  const [tab, setTab] = useState<BoardTab>('weekly');
  const [openPlayer, setOpenPlayer] = useState<number | null>(null);

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <PageHeading title={t('title')} subtitle={t('subtitle')} />
          <SegmentedControl
            aria-label={t('rankBy')}
            value={mode}
            onChange={(value) => isStreakMode(value) && setMode(value)}
            data={streakModeOptions()}
          />
        </Group>
        <BoardSwitcher current="global" />
        <Tabs value={tab} onChange={(value) => isBoardTab(value) && setTab(value)} keepMounted={false}>
          <Tabs.List grow mb="sm">
            {BOARD_TABS.map((board) => (
              <Tabs.Tab key={board.value} value={board.value}>
                {boardTabLabel(board.value)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {BOARD_TABS.map((board) => (
            <Tabs.Panel key={board.value} value={board.value}>
              <BoardPanel
                tab={board.value}
                mode={mode}
                viewerId={user?.id ?? 0}
                onOpenPlayer={setOpenPlayer}
              />
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
