import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Prize } from '../../../../shared/schemas/prizes';
import { reportServer } from '../../../features/admin/admin-errors';
import { ConfirmDialog } from '../../../features/admin/ConfirmDialog';
import { HistoryDrawer } from '../../../features/admin/HistoryDrawer';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { PrizeForm } from './PrizeForm';
import { monthLabel } from './prize-months';

function PrizeRow({ prize }: { prize: Prize }) {
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const remove = trpc.admin.prizes.remove.useMutation({
    onSuccess: () => {
      toast.success(`${prize.title} was deleted.`, 'Prize deleted');
      void utils.admin.prizes.list.invalidate();
      void utils.prizes.invalidate();
    },
    onError: reportServer('Failed to delete prize'),
  });
  return (
    <Card withBorder padding="sm" data-testid="admin-prize">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Group gap={6}>
            <Text fw={700}>{prize.title}</Text>
            {prize.isActive ? <Badge color="green">Active</Badge> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {monthLabel(prize.month)}
          </Text>
          {prize.description ? <Text size="sm">{prize.description}</Text> : null}
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={remove.isPending}
            onClick={() => setAsking(true)}
          >
            Delete
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setShowHistory(true)}>
            History
          </Button>
        </Group>
      </Group>
      <HistoryDrawer
        target={showHistory ? { kind: 'prize', id: prize.id, title: `History of ${prize.title}` } : null}
        onClose={() => setShowHistory(false)}
      />
      <ConfirmDialog
        opened={asking}
        title="Delete this prize?"
        message={`${prize.title} (${monthLabel(prize.month)}) will be deleted. This cannot be undone.`}
        confirmLabel="Delete Prize"
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: prize.id }, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}

/** The monthly-prizes tab: the create form and every prize, the active one marked. */
export function PrizesTab() {
  const prizes = trpc.admin.prizes.list.useQuery();
  return (
    <Stack>
      <PrizeForm />
      {prizes.isPending ? <Loader /> : null}
      {prizes.data?.length === 0 ? <Text c="dimmed">No prizes created yet</Text> : null}
      {prizes.data?.map((prize) => (
        <PrizeRow key={prize.id} prize={prize} />
      ))}
    </Stack>
  );
}
