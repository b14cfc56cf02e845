import { Group, SegmentedControl, Stack, Tabs } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOARD_TABS,
  type BoardTab,
  boardTabLabel,
  isBoardTab,
  isStreakMode,
  type StreakMode,
  streakModeOptions,
} from './board-order';

/**
 * The boards as /leaderboard and each league's page show them: the heading beside the "rank by" control, the
 * boards one tap away (`switcher`), then a tab per period; `board` draws one period's board in the mode chosen.
 * Both screens keep the same mode and tab behaviour because they are the same component.
 */
export function BoardTabs({
  heading,
  switcher,
  board,
}: {
  heading: ReactNode;
  switcher: ReactNode;
  board: (tab: BoardTab, mode: StreakMode) => ReactNode;
}) {
  const { t } = useTranslation('leaderboard');
  const [mode, setMode] = useState<StreakMode>('peak');
  const [tab, setTab] = useState<BoardTab>('weekly');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        {heading}
        <SegmentedControl
          aria-label={t('rankBy')}
          value={mode}
          onChange={(value) => isStreakMode(value) && setMode(value)}
          data={streakModeOptions()}
        />
      </Group>
      {switcher}
      <Tabs value={tab} onChange={(value) => isBoardTab(value) && setTab(value)} keepMounted={false}>
        <Tabs.List grow mb="sm">
          {BOARD_TABS.map((b) => (
            <Tabs.Tab key={b.value} value={b.value}>
              {boardTabLabel(b.value)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BOARD_TABS.map((b) => (
          <Tabs.Panel key={b.value} value={b.value}>
            {board(b.value, mode)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
