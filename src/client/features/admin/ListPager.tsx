import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Rows a page in the dashboard's long lists (the server pages them; see docs/admin.md). */
export const ADMIN_PAGE_SIZE = 25;

/** "Page 2 of 7" and the pager under a server-paged list; nothing when everything fits one page. */
export function ListPager({
  page,
  total,
  onChange,
  label,
}: {
  page: number;
  total: number;
  onChange(page: number): void;
  /** What the list holds, for the pager's accessible name ("Users pages"). */
  label: string;
}) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('pager.page', { page: Math.min(page, pages), pages })}
      </Text>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        aria-label={t('pager.pages', { list: label })}
        getControlProps={(control) => ({ 'aria-label': t('pager.control', { control }) })}
      />
    </Group>
  );
}
