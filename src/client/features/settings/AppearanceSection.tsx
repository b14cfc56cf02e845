import { type MantineColorScheme, SegmentedControl, Text, useMantineColorScheme } from '@mantine/core';
import { useId } from 'react';
import { SettingsCard } from './SettingsCard';

const OPTIONS: { value: MantineColorScheme; label: string }[] = [
  { value: 'auto', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const isScheme = (value: string): value is MantineColorScheme => OPTIONS.some((o) => o.value === value);

/** Appearance: light or dark, or as the system says (the default). Applies at once, kept on this device. */
export function AppearanceSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const labelId = useId();
  return (
    <SettingsCard title="Appearance">
      <Text size="sm" id={labelId}>
        Colour scheme
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={OPTIONS}
        value={colorScheme}
        onChange={(value) => isScheme(value) && setColorScheme(value)}
        fullWidth
        data-testid="color-scheme"
      />
      <Text size="xs" c="dimmed">
        System follows your device's light or dark setting.
      </Text>
    </SettingsCard>
  );
}
