import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyLeague } from '../../../shared/schemas/leagues';
import { trpc } from '../../lib/trpc';
import { useChatUnread } from './chat-unread';
import { rankChangeText } from './rank-change';

/**
 * My leagues, each with my rank on its weekly board and the change since yesterday. Once shown, the ranks are
 * remembered for a later day's change: reading the list remembers nothing (a GET writes nothing).
 */
export function MyLeaguesList({ leagues, limit }: { leagues: readonly MyLeague[]; limit?: number }) {
  const { t } = useTranslation('leagues');
  const shown = limit === undefined ? leagues : leagues.slice(0, limit);
  const { mutate: rememberRanks } = trpc.leagues.rememberRanks.useMutation();
  const { byLeague } = useChatUnread();
  // New answers only: a refetch that brings the same list keeps the same array (react-query's sharing).
  useEffect(() => {
    if (leagues.length > 0) rememberRanks();
  }, [leagues, rememberRanks]);
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {shown.map((league) => {
        const change = rankChangeText(league.rankChange);
        return (
          <Group key={league.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/leagues/${league.id}`} fw={600} truncate="end">
                {league.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('memberCount', { count: league.memberCount })}
                {league.isOwner ? t('list.owner') : ''}
              </Text>
              {byLeague.get(league.id) ? (
                <Badge size="xs" color="red.9" data-testid={`league-unread-${league.id}`}>
                  {t('list.unread', { count: byLeague.get(league.id) ?? 0 })}
                </Badge>
              ) : null}
            </div>
            <Group gap={6} wrap="nowrap" data-testid={`league-rank-${league.id}`}>
              <Text fw={700}>
                {league.myRank === null ? t('list.notRanked') : t('list.rank', { rank: league.myRank })}
              </Text>
              {change ? (
                <Text
                  size="sm"
                  fw={600}
                  c={league.rankChange! > 0 ? 'green.9' : league.rankChange! < 0 ? 'red.9' : 'dimmed'}
                  aria-label={change.label}
                  title={change.label}
                >
                  {change.text}
                </Text>
              ) : null}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
