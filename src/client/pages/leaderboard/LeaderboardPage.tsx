import { Container } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { PageHeading } from '../../components/PageHeading';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { BoardPanel } from '../../features/leaderboard/BoardPanel';
import { BoardTabs } from '../../features/leaderboard/BoardTabs';
import { BoardSwitcher } from '../../features/leagues/BoardSwitcher';
import { PlayerProfileDialog } from '../../features/profile/PlayerProfileDialog';

/** /leaderboard: weekly, monthly and all-time rankings by peak or active streak; a row opens a profile. */
export default function LeaderboardPage() {
  const { t } = useTranslation('leaderboard');
  const { user } = useCurrentUser();
  const [openPlayer, setOpenPlayer] = useState<number | null>(null);

  return (
    <Container size="md" py="md">
      <BoardTabs
        heading={<PageHeading title={t('title')} subtitle={t('subtitle')} />}
        switcher={<BoardSwitcher current="global" />}
        board={(tab, mode) => (
          <BoardPanel tab={tab} mode={mode} viewerId={user?.id ?? 0} onOpenPlayer={setOpenPlayer} />
        )}
      />
      <PlayerProfileDialog
        userId={openPlayer}
        onClose={() => setOpenPlayer(null)}
        viewerId={user?.id ?? 0}
        timeZone={user?.timezone ?? DEFAULT_TIMEZONE}
      />
    </Container>
  );
}
