import { Checkbox, Group, NumberInput, Stack } from '@mantine/core';

export interface Records {
  show: boolean;
  homeWins: number;
  homeLosses: number;
  awayWins: number;
  awayLosses: number;
}

export const DEFAULT_RECORDS: Records = {
  show: true,
  homeWins: 0,
  homeLosses: 0,
  awayWins: 0,
  awayLosses: 0,
};

const whole = (v: string | number) => Math.max(0, Math.floor(Number(v) || 0));

/** The show-team-records checkbox (on by default) and the four whole-number record fields. */
export function RecordFields({ value, onChange }: { value: Records; onChange(next: Records): void }) {
  const field = (key: Exclude<keyof Records, 'show'>, label: string) => (
    <NumberInput
      label={label}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      value={value[key]}
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
        <Group gap="xs">
          {field('homeWins', 'Home wins')}
          {field('homeLosses', 'Home losses')}
          {field('awayWins', 'Away wins')}
          {field('awayLosses', 'Away losses')}
        </Group>
      ) : null}
    </Stack>
  );
}
