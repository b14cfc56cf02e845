import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';

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
  const field = (key: RecordKey, label: string) => (
    <NumberInput
      label={label}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      value={value[key] ?? ''}
      placeholder={current[key] === undefined ? 'Current' : String(current[key])}
      onChange={(v) => onChange({ ...value, [key]: whole(v) })}
      w={110}
    />
  );
  return (
    <Stack gap="xs">
      <Checkbox
        label="Show team records"
        checked={value.show}
        onChange={(e) => onChange({ ...value, show: e.currentTarget.checked })}
      />
      {value.show ? (
        <>
          <Group gap="xs">
            {field('homeWins', 'Home wins')}
            {field('homeLosses', 'Home losses')}
            {field('awayWins', 'Away wins')}
            {field('awayLosses', 'Away losses')}
          </Group>
          <Text size="xs" c="dimmed">
            Leave a field empty to show the team's current record.
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
