import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The audit log's cursor pages (GET /api/admin/audit): the cursor of the page shown, and Newer / Older buttons
 * that walk back through the cursors seen and on to the page's `nextCursor`.
 */
export function useAuditPages() {
  const { t } = useTranslation('admin');
  const [cursors, setCursors] = useState<number[]>([]);
  const cursor = cursors.at(-1);
  return {
    /** The query's cursor input for the page shown. */
    cursorInput: cursor ? { cursor } : {},
    pager: (next: number | null, mt?: string) => (
      <Group justify="flex-end" gap="xs" mt={mt}>
        <Button
          size="xs"
          variant="default"
          disabled={cursors.length === 0}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          {t('pager.newer')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={next === null}
          onClick={() => next && setCursors((c) => [...c, next])}
        >
          {t('pager.older')}
        </Button>
      </Group>
    ),
  };
}
