import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type RecordKey = 'homeWins' | 'homeLosses' | 'awayWins' | 'awayLosses';

/** The records a game shows; a field left empty shows the team's current record (kept up to date). */
export interface Records extends Record<RecordKey, number | null> {
  show: boolean;
}

export const DEFAULT_RECORDS: Records = {
  show: true,
  homeWins: null,
  homeLosses: null,
  awayWins: null,
  awayLosses: null,
};

const whole = (v: string | number) => (v === '' ? null : Math.max(0, Math.floor(Number(v) || 0)));

/**
 * The show-team-records checkbox (on by default) and the four whole-number record fields, empty by default:
 * the game then shows each team's current record; what the admin types overrides it.
 */
export function RecordFields({
  value,
  current,
  onChange,
}: {
  value: Records;
  /** The chosen teams' current records, shown as the fields' placeholders. */
  current: Partial<Record<RecordKey, number>>;
  onChange(next: Records): void;
}) {
  const { t } = useTranslation('admin');
  // Each field's label is `create.records.<key>`.
  const field = (key: RecordKey) => (
    <NumberInput
      label={t(`create.records.${key}`)}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      value={value[key] ?? ''}
      placeholder={current[key] === undefined ? t('create.records.current') : String(current[key])}
      onChange={(v) => onChange({ ...value, [key]: whole(v) })}
      w={110}
    />
  );
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('create.records.show')}
        checked={value.show}
        onChange={(e) => onChange({ ...value, show: e.currentTarget.checked })}
      />
      {value.show ? (
        <>
          <Group gap="xs">
            {field('homeWins')}
            {field('homeLosses')}
            {field('awayWins')}
            {field('awayLosses')}
          </Group>
          <Text size="xs" c="dimmed">
            {t('create.records.hint')}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
