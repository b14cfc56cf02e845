import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prize, WinnerRecord } from '../../../../shared/schemas/prizes';
import { reportServer } from '../../../features/admin/admin-errors';
import { ConfirmDialog } from '../../../features/admin/ConfirmDialog';
import { HistoryDrawer } from '../../../features/admin/HistoryDrawer';
import { intlLocale } from '../../../i18n/i18n';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { PrizeForm } from './PrizeForm';
import { monthLabel } from './prize-months';

/** A month's named winner and, under it, the decisions a correction superseded (ADR 0048). */
function MonthWinners({ decisions }: { decisions: WinnerRecord[] }) {
  const { t } = useTranslation('admin');
  if (decisions.length === 0) return null;
  // The step that decided is `prizes.steps.<decidedBy>`.
  const line = (d: WinnerRecord) =>
    t('prizes.decision', {
      winners:
        d.winners
          .map((w) =>
            t('prizes.winnerFigures', {
              username: w.username,
              peak: w.peakStreak,
              wins: w.wins,
              percent: w.winPercentage,
            }),
          )
          .join(t('prizes.and')) || t('prizes.nobody'),
      step: t(`prizes.steps.${d.decidedBy}`),
      at: new Date(d.decidedAt).toLocaleString(intlLocale()),
    });
  return (
    <Stack gap={2} data-testid="admin-prize-winner">
      {decisions.map((d) =>
        d.supersededAt ? (
          <Text key={d.decidedAt + d.supersededAt} size="xs" c="dimmed" td="line-through">
            {t('prizes.superseded', { line: line(d), reason: d.supersededReason ?? '' })}
          </Text>
        ) : (
          <Text key={d.decidedAt} size="sm" fw={600}>
            {t('prizes.winner', { line: line(d) })}
          </Text>
        ),
      )}
    </Stack>
  );
}

function PrizeRow({ prize, decisions }: { prize: Prize; decisions: WinnerRecord[] }) {
  const { t } = useTranslation('admin');
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const remove = trpc.admin.prizes.remove.useMutation({
    onSuccess: () => {
      toast.success(t('prizes.deletedBody', { title: prize.title }), t('prizes.deleted'));
      void utils.admin.prizes.list.invalidate();
      void utils.prizes.invalidate();
    },
    onError: reportServer(t('prizes.deleteFailed')),
  });
  return (
    <Card withBorder padding="sm" data-testid="admin-prize">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Group gap={6}>
            <Text fw={700}>{prize.title}</Text>
            {prize.isActive ? <Badge color="green">{t('prizes.active')}</Badge> : null}
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
            {t('prizes.delete')}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setShowHistory(true)}>
            {t('prizes.history')}
          </Button>
        </Group>
      </Group>
      <HistoryDrawer
        target={
          showHistory
            ? { kind: 'prize', id: prize.id, title: t('prizes.historyOf', { title: prize.title }) }
            : null
        }
        onClose={() => setShowHistory(false)}
      />
      <ConfirmDialog
        opened={asking}
        title={t('prizes.deleteTitle')}
        message={t('prizes.deleteBody', { title: prize.title, month: monthLabel(prize.month) })}
        confirmLabel={t('prizes.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: prize.id }, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}

/** The monthly-prizes tab: the create form and every prize, the active one marked. */
export function PrizesTab() {
  const { t } = useTranslation('admin');
  const prizes = trpc.admin.prizes.list.useQuery();
  const winners = trpc.admin.prizes.winners.useQuery();
  return (
    <Stack>
      <PrizeForm />
      {prizes.isPending ? <Loader /> : null}
      {prizes.data?.length === 0 ? <Text c="dimmed">{t('prizes.empty')}</Text> : null}
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
