import { Select, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
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

/** Notifications: e-mail and push toggles. */
export function NotificationsSection({ form }: { form: Form }) {
  return (
    <SettingsCard title="Notifications">
      <Switch
        label="Email notifications"
        description="Results, achievements and prize news by email"
        {...form.getInputProps('emailNotifications', { type: 'checkbox' })}
      />
      <Switch
        label="Push notifications"
        description="Alerts on this device when your picks are graded"
        {...form.getInputProps('pushNotifications', { type: 'checkbox' })}
      />
    </SettingsCard>
  );
}
