import { Group, Loader, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { i18n } from '../../i18n/i18n';
import { ListPager } from './ListPager';

/**
 * What a server-paged admin list asks for: the search (sent 300 ms after the last key, trimmed), the sort
 * and the page. Changing a filter goes back to page 1, so no one lands past the end of a shorter result.
 */
export function useListQuery<S extends string>(initialSort: S) {
  const [search, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [sort, setSortValue] = useState<S>(initialSort);
  const [page, setPage] = useState(1);
  /** Wraps a filter's setter so that setting it also goes back to page 1. */
  const firstPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return {
    search,
    setSearch: firstPage<string>(setSearchText),
    /** The search as the server takes it: absent when blank. */
    searched: debounced || undefined,
    sort,
    setSort: firstPage<S>(setSortValue),
    page,
    setPage,
    firstPage,
  };
}

/** The sort select of an admin list: always one choice, never cleared. */
export function SortSelect<S extends string>({
  label,
  data,
  value,
  onChange,
}: {
  label: string;
  data: readonly { value: NoInfer<S>; label: string }[];
  value: S;
  onChange(v: NoInfer<S>): void;
}) {
  return (
    <Select
      label={label}
      data={data}
      value={value}
      allowDeselect={false}
      onChange={(v) => {
        if (v) onChange(v as S);
      }}
    />
  );
}

/** The row above an admin list: its search box (bound to the list's query), then the list's own filters. */
export function ListSearchBar({
  label,
  placeholder,
  query,
  children,
}: {
  label: string;
  placeholder: string;
  query: { search: string; setSearch(search: string): void };
  children: ReactNode;
}) {
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        style={{ flex: 1, minWidth: 220 }}
        label={label}
        placeholder={placeholder}
        value={query.search}
        onChange={(e) => query.setSearch(e.currentTarget.value)}
      />
      {children}
    </Group>
  );
}

/** The sort choices of a list by date, in the language showing when called (call it while rendering). */
export const newestOldest = () => [
  { value: 'newest' as const, label: i18n.t('admin:list.newest') },
  { value: 'oldest' as const, label: i18n.t('admin:list.oldest') },
];

/**
 * The frame of a server-paged admin list: "N users found", a loader before the first page, the empty text,
 * the rows, and the pager under them.
 */
export function PagedList({
  total,
  shown,
  pending,
  found,
  empty,
  page,
  onPage,
  pagerLabel,
  children,
}: {
  /** The server's count of what the filters select; undefined until the first page arrives. */
  total: number | undefined;
  /** Rows on this page. */
  shown: number;
  pending: boolean;
  /** "N users found" for the server's count, in the list's words (a plural key of the caller's). */
  found(total: number): string;
  empty: string;
  page: number;
  onPage(page: number): void;
  pagerLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      {total === undefined ? null : (
        <Text size="sm" c="dimmed">
          {found(total)}
        </Text>
      )}
      {pending ? <Loader /> : null}
      {total !== undefined && shown === 0 ? <Text c="dimmed">{empty}</Text> : null}
      {children}
      {total === undefined ? null : (
        <ListPager page={page} total={total} onChange={onPage} label={pagerLabel} />
      )}
    </>
  );
}
