import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UnrankedMember } from '../../../shared/schemas/leagues';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PremiumBadge } from '../../components/PremiumBadge';
import { displayName } from '../../lib/players';

/** The members a league's board lists after its ranked rows: no graded pick in the period yet. */
export function UnrankedMembers({
  members,
  viewerId,
  onOpen,
}: {
  members: readonly UnrankedMember[];
  viewerId: number;
  onOpen: (userId: number) => void;
}) {
  const { t } = useTranslation('leagues');
  const { t: tCommon } = useTranslation();
  if (members.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('unranked.label')}>
      {members.map((m) => {
        const name = displayName(m);
        return (
          <li key={m.id} data-testid={`unranked-${m.id}`}>
            <Paper
              withBorder
              radius="md"
              px="sm"
              py={6}
              component="button"
              type="button"
              onClick={() => onOpen(m.id)}
              style={{ width: '100%', textAlign: 'left', cursor: 'pointer', background: 'none' }}
            >
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text c="dimmed" fw={700} w={36} ta="center" aria-hidden>
                    –
                  </Text>
                  <PlayerAvatar avatarKey={m.avatarKey} name="" size="sm" />
                  <Text fw={600} truncate="end">
                    {name}
                    {m.id === viewerId ? tCommon('youSuffix') : ''}
                  </Text>
                  {m.subscriptionTier === 'premium' ? <PremiumBadge /> : null}
                </Group>
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {t('unranked.none')}
                </Text>
              </Group>
            </Paper>
          </li>
        );
      })}
    </Stack>
  );
}
