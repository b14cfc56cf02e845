import { Button, Card, Group, NumberInput, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { reportServer } from '../../../features/admin/admin-errors';
import { ConfirmDialog } from '../../../features/admin/ConfirmDialog';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { prizeMonthOptions } from './prize-months';

const YEAR_MIN = 2020;
const YEAR_MAX = 2030;

/** Create a monthly prize: title and month required, year 2020-2030 (follows the chosen month). */
export function PrizeForm() {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [month, setMonth] = useState<string | null>(null);
  const [year, setYear] = useState<number>(new Date().getFullYear());
  const utils = trpc.useUtils();
  const prizes = trpc.admin.prizes.list.useQuery();
  // The month's active prize, which creating another one replaces (after asking).
  const [replacing, setReplacing] = useState<{ title: string } | null>(null);
  const create = trpc.admin.prizes.create.useMutation({
    onSuccess: (prize) => {
      toast.success(`${prize.title} is set for ${prize.month}.`, 'Prize created');
      void utils.admin.prizes.list.invalidate();
      void utils.prizes.invalidate();
      setTitle('');
      setDescription('');
      setMonth(null);
      setReplacing(null);
    },
    onError: reportServer('Failed to create prize'),
  });
  const submit = () => {
    if (!title.trim() || !month) {
      toast.error('Please fill in title and month.', 'Missing Information');
      return;
    }
    const active = (prizes.data ?? []).find((p) => p.month === month && p.isActive);
    if (active) {
      setReplacing(active);
      return;
    }
    send(false);
  };
  const send = (replace: boolean) => {
    if (!month) return;
    create.mutate({ title: title.trim(), description: description.trim() || null, month, year, replace });
  };
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="md">
        Create Monthly Prize
      </Title>
      <Stack>
        <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Textarea
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Group grow>
          <Select
            label="Month"
            placeholder="Select month"
            data={prizeMonthOptions()}
            value={month}
            onChange={(v) => {
              setMonth(v);
              if (v) setYear(Number(v.slice(0, 4)));
            }}
          />
          <NumberInput
            label="Year"
            min={YEAR_MIN}
            max={YEAR_MAX}
            allowDecimal={false}
            value={year}
            onChange={(v) => setYear(Math.min(YEAR_MAX, Math.max(YEAR_MIN, Number(v) || YEAR_MIN)))}
          />
        </Group>
        <Group justify="flex-end">
          <Button loading={create.isPending} onClick={submit}>
            Create Prize
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={replacing !== null}
        title="Replace this month's prize?"
        message={`${month ?? ''} already has an active prize: ${replacing?.title ?? ''}. Create ${title.trim()} and make that one inactive?`}
        confirmLabel="Replace prize"
        pending={create.isPending}
        onConfirm={() => send(true)}
        onCancel={() => setReplacing(null)}
      />
    </Card>
  );
}
