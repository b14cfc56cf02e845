import { Alert, Container, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import { CenteredLoader } from '../../components/QueryStates';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { BoardList } from '../../features/leaderboard/BoardPanel';
import { BoardTabs } from '../../features/leaderboard/BoardTabs';
import type { BoardTab, StreakMode } from '../../features/leaderboard/board-order';
import { BoardSwitcher } from '../../features/leagues/BoardSwitcher';
import { InviteLink } from '../../features/leagues/InviteLink';
import { LeagueActions } from '../../features/leagues/LeagueActions';
import { LeagueChat } from '../../features/leagues/LeagueChat';
import { LeagueMatchups } from '../../features/leagues/LeagueMatchups';
import { LeaguePicks } from '../../features/leagues/LeaguePicks';
import { MembersList } from '../../features/leagues/MembersList';
import { Section } from '../../features/leagues/Section';
import { UnrankedMembers } from '../../features/leagues/UnrankedMembers';
import { useLeagueBoard } from '../../features/leagues/use-league-board';
import { PlayerProfileDialog } from '../../features/profile/PlayerProfileDialog';
import { trpc } from '../../lib/trpc';

/** One board tab of a league. */
function LeagueBoard(props: {
  leagueId: number;
  tab: BoardTab;
  mode: StreakMode;
  viewerId: number;
  onOpenPlayer: (id: number) => void;
}) {
  const board = useLeagueBoard(props.leagueId, props.tab);
  return (
    <BoardList
      {...props}
      board={board}
      after={
        <UnrankedMembers
          members={board.data?.unranked ?? []}
          viewerId={props.viewerId}
          onOpen={props.onOpenPlayer}
        />
      }
    />
  );
}

/** /leagues/:id: the league's boards, its weekly head-to-head, its picks revealed at lock, its chat, members, invite link and the owner's actions. */
export default function LeaguePage() {
  const leagueId = Number(useParams().id);
  const valid = Number.isSafeInteger(leagueId) && leagueId > 0;
  const { user } = useCurrentUser();
  const { t: tBoards } = useTranslation('leaderboard');
  const { t } = useTranslation('leagues');
  const league = trpc.leagues.get.useQuery({ leagueId }, { enabled: valid });
  const [openPlayer, setOpenPlayer] = useState<number | null>(null);
  const viewerId = user?.id ?? 0;

  if (!valid || league.isError) {
    return (
      <Container size="md" py="md">
        <Alert color="red" variant="light" title={t('page.notFound')}>
          {t('page.notFoundBody')}
        </Alert>
      </Container>
    );
  }
  if (league.isPending) {
    return <CenteredLoader label={t('page.loading')} />;
  }
  const data = league.data;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <BoardTabs
          heading={
            <Title order={1} size="h2">
              {data.name}
            </Title>
          }
          switcher={<BoardSwitcher current={leagueId} />}
          board={(tab, mode) => (
            <LeagueBoard
              leagueId={leagueId}
              tab={tab}
              mode={mode}
              viewerId={viewerId}
              onOpenPlayer={setOpenPlayer}
            />
          )}
        />
        <Section title={tBoards('matchups.title')}>
          <LeagueMatchups leagueId={leagueId} viewerId={viewerId} />
        </Section>
        <Section title={t('page.picks')}>
          <LeaguePicks leagueId={leagueId} viewerId={viewerId} />
        </Section>
        <Section title={t('page.chat')}>
          <LeagueChat leagueId={leagueId} viewerId={viewerId} ownerId={data.ownerId} />
        </Section>
        <Section title={t('page.invite')}>
          <InviteLink name={data.name} path={data.invitePath} code={data.inviteCode} />
        </Section>
        <Section title={t('page.members', { count: data.members.length })}>
          <MembersList league={data} viewerId={viewerId} />
        </Section>
        <Stack gap="sm">
          <LeagueActions key={data.name} league={data} viewerId={viewerId} />
        </Stack>
      </Stack>
      <PlayerProfileDialog
        userId={openPlayer}
        onClose={() => setOpenPlayer(null)}
        viewerId={viewerId}
        timeZone={user?.timezone ?? DEFAULT_TIMEZONE}
      />
    </Container>
  );
}
