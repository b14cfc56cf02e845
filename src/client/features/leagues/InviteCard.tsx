import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { LeagueInvite } from '../../../shared/schemas/leagues';
import { PlayerAvatar } from '../../components/PlayerAvatar';

/** What an invite shows before joining: the league's name, its owner, how many members and a few of their faces. */
export function InviteCard({ invite }: { invite: LeagueInvite }) {
  const { t } = useTranslation('leagues');
  const others = invite.memberCount - invite.members.length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('invite.label')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('invite.invited')}
        </Text>
        <Title order={1} size="h2" data-testid="invite-league-name">
          {invite.name}
        </Title>
        <Group gap="sm" wrap="nowrap">
          <PlayerAvatar avatarKey={invite.owner.avatarKey} name="" size="md" />
          <Text>
            <Trans
              t={t}
              i18nKey="invite.runBy"
              values={{ name: invite.owner.displayName }}
              components={{ b: <b /> }}
            />
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Avatar.Group spacing="sm">
            {invite.members.map((m, i) => (
              <PlayerAvatar
                key={`${m.displayName}-${i}`}
                avatarKey={m.avatarKey}
                name={m.displayName}
                size="sm"
              />
            ))}
            {others > 0 ? (
              <Avatar size="sm" radius="xl" aria-hidden>
                +{others}
              </Avatar>
            ) : null}
          </Avatar.Group>
          <Text size="sm" data-testid="invite-member-count">
            {t('memberCount', { count: invite.memberCount })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
