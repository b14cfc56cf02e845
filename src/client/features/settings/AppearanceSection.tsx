import { type MantineColorScheme, SegmentedControl, Text, useMantineColorScheme } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from './SettingsCard';

const SCHEMES = { auto: 'system', light: 'light', dark: 'dark' } as const;

const isScheme = (value: string): value is MantineColorScheme => Object.hasOwn(SCHEMES, value);

/** Appearance: light or dark, or as the system says (the default). Applies at once, kept on this device. */
export function AppearanceSection() {
  const { t } = useTranslation('settings');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const labelId = useId();
  return (
    <SettingsCard title={t('appearance.title')}>
      <Text size="sm" id={labelId}>
        {t('appearance.scheme')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={(Object.keys(SCHEMES) as (keyof typeof SCHEMES)[]).map((value) => ({
          value,
          label: t(`appearance.${SCHEMES[value]}`),
        }))}
        value={colorScheme}
        onChange={(value) => isScheme(value) && setColorScheme(value)}
        fullWidth
        data-testid="color-scheme"
      />
      <Text size="xs" c="dimmed">
        {t('appearance.systemNote')}
      </Text>
    </SettingsCard>
  );
}
