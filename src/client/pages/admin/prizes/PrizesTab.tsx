import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Prize, WinnerRecord } from '../../../../shared/schemas/prizes';
import { reportServer } from '../../../features/admin/admin-errors';
import { ConfirmDialog } from '../../../features/admin/ConfirmDialog';
import { HistoryDrawer } from '../../../features/admin/HistoryDrawer';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { PrizeForm } from './PrizeForm';
import { monthLabel } from './prize-months';

const STEP_WORDS: Record<WinnerRecord['decidedBy'], string> = {
  streak: 'peak streak',
  wins: 'wins (tied on peak streak)',
  accuracy: 'accuracy (tied on peak streak and wins)',
  peak_reached_at: 'earliest peak (tied on peak streak, wins and accuracy)',
  only: 'only player on the board',
  shared: 'shared: tied on every step',
};

/** A month's named winner and, under it, the decisions a correction superseded (ADR 0048). */
function MonthWinners({ decisions }: { decisions: WinnerRecord[] }) {
  if (decisions.length === 0) return null;
  const line = (d: WinnerRecord) =>
    `${d.winners.map((w) => `${w.username} (W${w.peakStreak}, ${w.wins} wins, ${w.winPercentage}%)`).join(' and ') || 'nobody'} · decided by ${STEP_WORDS[d.decidedBy]} · ${new Date(d.decidedAt).toLocaleString()}`;
  return (
    <Stack gap={2} data-testid="admin-prize-winner">
      {decisions.map((d) =>
        d.supersededAt ? (
          <Text key={d.decidedAt + d.supersededAt} size="xs" c="dimmed" td="line-through">
            {line(d)} (superseded: {d.supersededReason})
          </Text>
        ) : (
          <Text key={d.decidedAt} size="sm" fw={600}>
            🏆 Winner: {line(d)}
          </Text>
        ),
      )}
    </Stack>
  );
}

function PrizeRow({ prize, decisions }: { prize: Prize; decisions: WinnerRecord[] }) {
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
          {prize.isActive ? <MonthWinners decisions={decisions} /> : null}
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
  const winners = trpc.admin.prizes.winners.useQuery();
  return (
    <Stack>
      <PrizeForm />
      {prizes.isPending ? <Loader /> : null}
      {prizes.data?.length === 0 ? <Text c="dimmed">No prizes created yet</Text> : null}
      {prizes.data?.map((prize) => (
        <PrizeRow
          key={prize.id}
          prize={prize}
          decisions={(winners.data ?? []).filter((d) => d.month === prize.month)}
        />
      ))}
    </Stack>
  );
}
