import { type ComboboxItem, type ComboboxItemGroup, Select, type SelectProps } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceTimeZone, timeZoneLabel, timeZoneOptions } from '../lib/time-zone-options';

type TimeZoneSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> & {
  value: string;
  onChange: (zone: string) => void;
};

/**
 * A searchable list of every time zone, the spec's eight first. The full list (some 400 zones, each with its
 * abbreviation worked out) is built when the list first opens; until then it holds the chosen zone only, so a
 * form that shows the field costs nothing more.
 */
export function TimeZoneSelect({ value, onChange, ...props }: TimeZoneSelectProps) {
  const { t } = useTranslation('auth');
  const [opened, setOpened] = useState(false);
  const data = useMemo<ComboboxItemGroup<ComboboxItem>[]>(
    () =>
      opened
        ? timeZoneOptions(value, deviceTimeZone())
        : [{ group: 'Chosen', items: [{ value, label: timeZoneLabel(value) }] }],
    [opened, value],
  );
  return (
    <Select
      {...props}
      data={data}
      value={value}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('fields.noTimeZone')}
      maxDropdownHeight={320}
      onDropdownOpen={() => setOpened(true)}
      onFocus={(event) => {
        // Typing to search starts before the list is opened by a click.
        setOpened(true);
        props.onFocus?.(event);
      }}
      onChange={(zone) => {
        if (zone) onChange(zone);
      }}
    />
  );
}
