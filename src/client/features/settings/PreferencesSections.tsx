import { Switch } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { PublicUser } from '../../../shared/schemas/auth';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { SaveNote } from './SaveNote';
import { SettingsCard } from './SettingsCard';
import { TimeZoneProposal } from './TimeZoneProposal';
import type { SettingsAutosave } from './use-settings-form';

/** Time & Location: the zone every time and day is shown in; saved the moment it is chosen. */
export function TimeZoneSection({ user, autosave }: { user: PublicUser; autosave: SettingsAutosave }) {
  const noteId = useId();
  return (
    <SettingsCard title="Time & Location">
      <TimeZoneProposal user={user} onChoose={(zone) => autosave.save('timezone', zone)} />
      <div>
        <TimeZoneSelect
          label="Time zone"
          description="Every game time, day and reminder is shown in this time zone. Type a city or region to find yours."
          value={autosave.shownValue('timezone', user.timezone)}
          aria-describedby={noteId}
          onChange={(zone) => void autosave.save('timezone', zone)}
          data-testid="timezone-select"
        />
        <SaveNote id={noteId} status={autosave.status.timezone} testId="save-note-timezone" />
      </div>
    </SettingsCard>
  );
}

/** Notifications: the e-mail switch (saved as it is flipped), and the push switch the page brings. */
export function NotificationsSection({
  user,
  autosave,
  push,
}: {
  user: PublicUser;
  autosave: SettingsAutosave;
  push: ReactNode;
}) {
  const noteId = useId();
  return (
    <SettingsCard title="Notifications">
      <div>
        <Switch
          label="Email notifications"
          description="A morning e-mail with the day's games you can still pick"
          checked={autosave.shownValue('emailNotifications', user.emailNotifications)}
          aria-describedby={noteId}
          onChange={(event) => void autosave.save('emailNotifications', event.currentTarget.checked)}
        />
        <SaveNote
          id={noteId}
          status={autosave.status.emailNotifications}
          testId="save-note-emailNotifications"
        />
      </div>
      {push}
    </SettingsCard>
  );
}
