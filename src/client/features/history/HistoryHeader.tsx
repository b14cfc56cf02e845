import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';
import { Spoken } from '../../components/Spoken';
import { WinRateHint } from '../../components/WinRateHint';
import { formatRecord, spokenRecord, type WinLossPush } from '../../lib/record';

/** 'Pick History' with the record (W-L-P) and the win rate at the right. */
export function HistoryHeader({ record, winRate }: { record: WinLossPush; winRate: number }) {
  const { t } = useTranslation(['history', 'common']);
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={700} size="lg" data-testid="history-record">
          <Spoken shown={formatRecord(record)} spoken={spokenRecord(record)} />
        </Text>
        <Text size="xs" c="dimmed">
          {t('common:record.letters')}
        </Text>
        <Text size="sm" c="dimmed" data-testid="history-accuracy" component="div">
          {t('winRate', { rate: winRate })}
          <WinRateHint />
        </Text>
      </Stack>
    </Group>
  );
}
