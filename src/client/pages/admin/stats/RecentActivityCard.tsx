import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../shared/schemas/audit';
import { useAuditPages } from '../../../features/admin/AuditPager';
import { denverDateTime } from '../../../features/admin/admin-time';
import { i18n } from '../../../i18n/i18n';
import { trpc } from '../../../lib/trpc';

const PAGE = 10;

/** 'game #12', 'user #3', or the kind alone for sweeping actions. */
const targetLabel = (e: Pick<AuditEntry, 'targetKind' | 'targetId'>) =>
  e.targetId ? i18n.t('admin:stats.audit.target', { kind: e.targetKind, id: e.targetId }) : e.targetKind;

/** The audit log's newest entries on the Stats tab, older ones a page at a time. */
export function RecentActivityCard() {
  const { t } = useTranslation('admin');
  const { cursorInput, pager } = useAuditPages();
  const page = trpc.admin.audit.useQuery({ limit: PAGE, ...cursorInput });
  const entries = page.data?.entries ?? [];
  const next = page.data?.nextCursor ?? null;
  return (
    <Card withBorder padding="md" data-testid="admin-recent-activity">
      <Title order={2} size="h4" mb="sm">
        {t('stats.audit.title')}
      </Title>
      <Stack gap={6}>
        {page.isSuccess && entries.length === 0 ? <Text c="dimmed">{t('stats.audit.none')}</Text> : null}
        {entries.map((e) => (
          <Group key={e.id} justify="space-between" wrap="wrap" gap="xs" data-testid="admin-audit-entry">
            <Text size="sm">
              <Text span fw={700}>
                {e.adminName || t('history.removedAdmin')}
              </Text>{' '}
              {e.action} · {targetLabel(e)}
            </Text>
            <Text size="xs" c="dimmed">
              {denverDateTime(e.at)}
            </Text>
          </Group>
        ))}
      </Stack>
      {pager(next, 'sm')}
    </Card>
  );
}
