import { Select, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { SettingsCard } from './SettingsCard';
import { isTimezone, TIMEZONE_OPTIONS } from './timezones';
import type { SettingsValues } from './use-settings-form';

type Form = UseFormReturnType<SettingsValues>;

/** Time & Location: the zone every game time and day is shown in. */
export function TimeZoneSection({ form }: { form: Form }) {
  const input = form.getInputProps('timezone');
  return (
    <SettingsCard title="Time & Location">
      <Select
        label="Time zone"
        description="Game times and days are shown in this time zone"
        data={TIMEZONE_OPTIONS}
        allowDeselect={false}
        value={form.values.timezone}
        error={input.error}
        onChange={(value) => isTimezone(value) && form.setFieldValue('timezone', value)}
      />
    </SettingsCard>
  );
}

/** Notifications: the e-mail toggle, and the push switch the page brings (features/notifications). */
export function NotificationsSection({ form, push }: { form: Form; push: ReactNode }) {
  return (
    <SettingsCard title="Notifications">
      <Switch
        label="Email notifications"
        description="A morning e-mail with the day's games you can still pick"
        {...form.getInputProps('emailNotifications', { type: 'checkbox' })}
      />
      {push}
    </SettingsCard>
  );
}
