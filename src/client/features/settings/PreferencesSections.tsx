import { Input, SegmentedControl, Switch } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../shared/i18n/locale';
import type { PublicUser } from '../../../shared/schemas/auth';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { currentLocale, setLocale } from '../../i18n/i18n';
import { SaveNote } from './SaveNote';
import { SettingsCard } from './SettingsCard';
import { TimeZoneProposal } from './TimeZoneProposal';
import type { SettingsAutosave } from './use-settings-form';

/**
 * Language: English or Español, each named in itself. The app switches the moment one is chosen; the account
 * keeps it (for this device, the others, e-mails and pushes), and a refused save puts the saved one back.
 */
export function LanguageSection({ user, autosave }: { user: PublicUser; autosave: SettingsAutosave }) {
  const { t } = useTranslation('settings');
  const labelId = useId();
  const noteId = useId();
  const choose = async (value: string) => {
    if (!isLocale(value)) return;
    const before = currentLocale();
    setLocale(value);
    if (!(await autosave.save('language', value))) setLocale(before);
  };
  return (
    <SettingsCard title={t('language.title')}>
      <Input.Wrapper
        label={t('language.label')}
        labelProps={{ id: labelId, component: 'span' }}
        description={t('language.description')}
      >
        <SegmentedControl
          mt={4}
          fullWidth
          aria-labelledby={labelId}
          aria-describedby={noteId}
          value={autosave.shownValue('language', user.language ?? currentLocale())}
          onChange={(value) => void choose(value)}
          data={LOCALES.map((locale) => ({
            value: locale,
            // Each language in its own words, and read in them (lang) by a screen reader.
            label: <span lang={locale}>{LOCALE_NAMES[locale]}</span>,
          }))}
          data-testid="language-control"
        />
      </Input.Wrapper>
      <SaveNote id={noteId} status={autosave.status.language} testId="save-note-language" />
    </SettingsCard>
  );
}

/** Time & Location: the zone every time and day is shown in; saved the moment it is chosen. */
export function TimeZoneSection({ user, autosave }: { user: PublicUser; autosave: SettingsAutosave }) {
  const { t } = useTranslation('settings');
  const noteId = useId();
  return (
    <SettingsCard title={t('timeZone.title')}>
      <TimeZoneProposal user={user} onChoose={(zone) => autosave.save('timezone', zone)} />
      <div>
        <TimeZoneSelect
          label={t('timeZone.label')}
          description={t('timeZone.description')}
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
  const { t } = useTranslation('settings');
  const noteId = useId();
  return (
    <SettingsCard title={t('notifications.title')}>
      <div>
        <Switch
          label={t('notifications.email')}
          description={t('notifications.emailDescription')}
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
