import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { League } from '../../../shared/schemas/leagues';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PremiumBadge } from '../../components/PremiumBadge';
import { errorMessage } from '../../lib/errors';
import { displayName } from '../../lib/players';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** A league's members; its owner may remove one or hand the league over. */
export function MembersList({ league, viewerId }: { league: League; viewerId: number }) {
  const { t } = useTranslation('leagues');
  const utils = trpc.useUtils();
  const done = (next: League) => {
    utils.leagues.get.setData({ leagueId: league.id }, next);
    void utils.leagues.invalidate();
  };
  const onError = (error: unknown) => toast.error(errorMessage(error, t('something')));
  const remove = trpc.leagues.removeMember.useMutation({ onSuccess: done, onError });
  const transfer = trpc.leagues.transfer.useMutation({ onSuccess: done, onError });
  const owner = league.ownerId === viewerId;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('members.label')}>
      {league.members.map((m) => {
        const name = displayName(m);
        return (
          <Group
            key={m.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            data-testid={`member-${m.id}`}
          >
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <PlayerAvatar avatarKey={m.avatarKey} name={name} size="sm" />
              <Text fw={600} truncate="end">
                {m.username}
              </Text>
              {m.subscriptionTier === 'premium' ? <PremiumBadge /> : null}
              {m.id === league.ownerId ? <Badge variant="light">{t('members.owner')}</Badge> : null}
            </Group>
            {owner && m.id !== viewerId ? (
              <Group gap={6} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => transfer.mutate({ leagueId: league.id, userId: m.id })}
                  aria-label={t('members.makeOwnerOf', { name: m.username })}
                >
                  {t('members.makeOwner')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => remove.mutate({ leagueId: league.id, userId: m.id })}
                  aria-label={t('members.removeOf', { name: m.username })}
                >
                  {t('members.remove')}
                </Button>
              </Group>
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}
