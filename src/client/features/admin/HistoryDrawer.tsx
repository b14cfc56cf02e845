import { Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditTargetKind } from '../../../shared/schemas/audit';
import { trpc } from '../../lib/trpc';
import { useAuditPages } from './AuditPager';
import { denverDateTime } from './admin-time';
import { auditChanges } from './audit-changes';

export interface HistoryTarget {
  kind: AuditTargetKind;
  id: number;
  /** The drawer's title: "History of @ann", "History of Bears @ Lions". */
  title: string;
}

const PAGE = 20;

function Entries({ target }: { target: HistoryTarget }) {
  const { t } = useTranslation('admin');
  const { cursorInput, pager } = useAuditPages();
  const page = trpc.admin.audit.useQuery({
    targetKind: target.kind,
    targetId: String(target.id),
    limit: PAGE,
    ...cursorInput,
  });
  const entries = page.data?.entries ?? [];
  const next = page.data?.nextCursor ?? null;
  return (
    <Stack gap="sm">
      {page.isPending ? <Loader /> : null}
      {page.isSuccess && entries.length === 0 ? <Text c="dimmed">{t('history.none')}</Text> : null}
      {entries.map((e) => (
        <Stack key={e.id} gap={2} data-testid="admin-history-entry">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm">
              <Text span fw={700}>
                {e.adminName || t('history.removedAdmin')}
              </Text>{' '}
              {e.action}
            </Text>
            <Text size="xs" c="dimmed">
              {denverDateTime(e.at)}
            </Text>
          </Group>
          {auditChanges(e.before, e.after).map((line) => (
            <Text key={line} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
        </Stack>
      ))}
      {pager(next)}
    </Stack>
  );
}

/**
 * The audit log of one user, game or prize, newest first (GET /api/admin/audit by target): who changed it,
 * when, and what changed. Read when opened.
 */
export function HistoryDrawer({ target, onClose }: { target: HistoryTarget | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      title={target?.title ?? ''}
      closeButtonProps={{ 'aria-label': t('history.close') }}
    >
      {target ? <Entries key={`${target.kind}-${target.id}`} target={target} /> : null}
    </Drawer>
  );
}
