import { Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminLeague } from '../../../../shared/schemas/leagues';
import { reportServer } from '../../../features/admin/admin-errors';
import { denverDate } from '../../../features/admin/admin-time';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';

/** The Users tab's leagues: name, owner, members, created; an admin deletes one that abuses the product. */
export function LeaguesList() {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const leagues = trpc.admin.leagues.list.useQuery();
  const [confirming, setConfirming] = useState<AdminLeague | null>(null);
  const remove = trpc.admin.leagues.remove.useMutation({
    onSuccess: () => {
      toast.success(t('leagues.deleted'));
      setConfirming(null);
      void utils.admin.leagues.list.invalidate();
    },
    onError: reportServer(t('leagues.failed')),
  });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('leagues.title')}
      </Title>
      {leagues.isPending ? <Loader /> : null}
      {leagues.data?.length === 0 ? <Text c="dimmed">{t('leagues.empty')}</Text> : null}
      {leagues.data?.map((league) => (
        <Card key={league.id} withBorder padding="xs">
          <Group justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate="end">
                {league.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('leagues.line', {
                  owner: league.ownerUsername,
                  members: t('leagues.members', { count: league.memberCount }),
                  created: denverDate(league.createdAt),
                })}
              </Text>
            </div>
            {/* The theme's light red (dark red text on a pale red, pale on dark red in the dark scheme): a
                fixed shade's light variant drew its text in its background's colour. */}
            <Button size="xs" color="red" variant="light" onClick={() => setConfirming(league)}>
              {t('leagues.delete')}
            </Button>
          </Group>
        </Card>
      ))}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('leagues.confirmTitle')}
      >
        <Text size="sm" mb="lg">
          {t('leagues.confirmBody', { name: confirming?.name ?? '' })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('cancel')}
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() => confirming && remove.mutate({ leagueId: confirming.id })}
          >
            {t('leagues.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
