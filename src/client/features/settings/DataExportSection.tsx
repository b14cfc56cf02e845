import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { dataExportSchema } from '../../../shared/schemas/account';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { shortDateTime } from './account-dates';
import { SettingsCard } from './SettingsCard';

type DataExport = z.infer<typeof dataExportSchema>;

/** How often to look again while a download is being prepared: the server makes it after its answer. */
const PREPARING_POLL_MS = 2000;

/** The file's name on the player's disk: the app's name and the day it was asked for. */
const fileName = (e: DataExport) => `streak-pickem-my-data-${e.createdAt.slice(0, 10)}.json`;

function ExportRow({ item, timeZone }: { item: DataExport; timeZone: string }) {
  const { t } = useTranslation('account', { keyPrefix: 'export' });
  if (item.status === 'preparing')
    return (
      <Text size="sm" data-testid="export-preparing">
        {t('preparing')}
      </Text>
    );
  return (
    <Group gap="xs" wrap="wrap" data-testid="export-ready">
      {/* A plain link: the browser saves the REST answer as a file, with the session cookie it already holds. */}
      <Button component="a" href={`/api/user/exports/${item.id}`} download={fileName(item)} size="xs">
        {t('download')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('asked', {
          asked: shortDateTime(item.createdAt, timeZone),
          until: shortDateTime(item.expiresAt, timeZone),
        })}
      </Text>
    </Group>
  );
}

/** Download my data: ask for the file, watch it being prepared, then download it while it is offered. */
export function DataExportSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('account', { keyPrefix: 'export' });
  const utils = trpc.useUtils();
  const exports = trpc.account.exports.useQuery(undefined, {
    refetchInterval: (query) =>
      query.state.data?.some((e) => e.status === 'preparing') ? PREPARING_POLL_MS : false,
  });
  const ask = trpc.account.requestExport.useMutation({
    onSuccess: (list) => utils.account.exports.setData(undefined, list),
  });
  const list = exports.data ?? [];
  const preparing = list.some((e) => e.status === 'preparing');

  return (
    <SettingsCard title={t('title')}>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {/* A status region: "being prepared", then the download, are announced as they come. */}
      <Stack gap="xs" role="status">
        {list.map((item) => (
          <ExportRow key={item.id} item={item} timeZone={timeZone} />
        ))}
      </Stack>
      <Group>
        <Button variant="light" loading={ask.isPending} disabled={preparing} onClick={() => ask.mutate()}>
          {t('ask')}
        </Button>
      </Group>
      {(ask.error ?? exports.error) && (
        <Text size="sm" c="var(--pk-danger-text)" role="alert">
          {errorMessage(ask.error ?? exports.error, t('failed'))}
        </Text>
      )}
    </SettingsCard>
  );
}
