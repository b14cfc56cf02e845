import { Button, Card, Group, NumberInput, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportServer } from '../../../features/admin/admin-errors';
import { ConfirmDialog } from '../../../features/admin/ConfirmDialog';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { prizeMonthOptions } from './prize-months';

const YEAR_MIN = 2020;
const YEAR_MAX = 2030;

/** Create a monthly prize: title and month required, year 2020-2030 (follows the chosen month). */
export function PrizeForm() {
  const { t } = useTranslation('admin');
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
      toast.success(
        t('prizes.form.createdBody', { title: prize.title, month: prize.month }),
        t('prizes.form.created'),
      );
      void utils.admin.prizes.list.invalidate();
      void utils.prizes.invalidate();
      setTitle('');
      setDescription('');
      setMonth(null);
      setReplacing(null);
    },
    onError: reportServer(t('prizes.form.failed')),
  });
  const submit = () => {
    if (!title.trim() || !month) {
      toast.error(t('prizes.form.missingBody'), t('prizes.form.missing'));
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
        {t('prizes.form.title')}
      </Title>
      <Stack>
        <TextInput
          label={t('prizes.form.prizeTitle')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Textarea
          label={t('prizes.form.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Group grow>
          <Select
            label={t('prizes.form.month')}
            placeholder={t('prizes.form.selectMonth')}
            data={prizeMonthOptions()}
            value={month}
            onChange={(v) => {
              setMonth(v);
              if (v) setYear(Number(v.slice(0, 4)));
            }}
          />
          <NumberInput
            label={t('prizes.form.year')}
            min={YEAR_MIN}
            max={YEAR_MAX}
            allowDecimal={false}
            value={year}
            onChange={(v) => setYear(Math.min(YEAR_MAX, Math.max(YEAR_MIN, Number(v) || YEAR_MIN)))}
          />
        </Group>
        <Group justify="flex-end">
          <Button loading={create.isPending} onClick={submit}>
            {t('prizes.form.submit')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={replacing !== null}
        title={t('prizes.form.replaceTitle')}
        message={t('prizes.form.replaceBody', {
          month: month ?? '',
          active: replacing?.title ?? '',
          title: title.trim(),
        })}
        confirmLabel={t('prizes.form.replaceConfirm')}
        pending={create.isPending}
        onConfirm={() => send(true)}
        onCancel={() => setReplacing(null)}
      />
    </Card>
  );
}
