import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PublicUser } from '../../../shared/schemas/auth';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { PushSwitch } from '../../features/notifications/PushSwitch';
import { AccountStatsSection } from '../../features/settings/AccountStatsSection';
import { AppearanceSection } from '../../features/settings/AppearanceSection';
import { AvatarPickerDialog } from '../../features/settings/AvatarPickerDialog';
import { ChangePasswordSection } from '../../features/settings/ChangePasswordSection';
import { AppInfoSection, QuickLinksSection } from '../../features/settings/LinksSections';
import { NotificationsSection, TimeZoneSection } from '../../features/settings/PreferencesSections';
import { ProfileSection } from '../../features/settings/ProfileSection';
import { UpgradeDialog } from '../../features/settings/UpgradeDialog';
import { useSettingsForm } from '../../features/settings/use-settings-form';

const FORM_ID = 'settings-form';

/** /settings (More): links, profile, time zone, notifications, appearance, password, statistics, version. */
export default function SettingsPage() {
  const { user } = useCurrentUser();
  // Signed-in only (the route guard); the user is there.
  return user ? <Settings user={user} /> : null;
}

function Settings({ user }: { user: PublicUser }) {
  const { form, submit, saving } = useSettingsForm(user);
  const [avatarOpen, avatarDialog] = useDisclosure(false);
  const [upgradeOpen, upgradeDialog] = useDisclosure(false);

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Settings
          </Title>
          <Text c="dimmed">Your profile, preferences and account</Text>
        </div>
        <QuickLinksSection />
        {/* The password form sits between these sections, so the settings form is tied to its
            Save button by id instead of wrapping everything (forms cannot nest). */}
        <form id={FORM_ID} onSubmit={submit} noValidate>
          <Stack gap="md">
            <ProfileSection
              user={user}
              form={form}
              onChangeAvatar={avatarDialog.open}
              onUpgrade={upgradeDialog.open}
            />
            <TimeZoneSection form={form} />
            <NotificationsSection
              form={form}
              push={
                <PushSwitch
                  checked={form.values.pushNotifications}
                  onChange={(on) => form.setFieldValue('pushNotifications', on)}
                />
              }
            />
          </Stack>
        </form>
        <AppearanceSection />
        <ChangePasswordSection />
        <AccountStatsSection user={user} />
        <AppInfoSection />
        <Button type="submit" form={FORM_ID} size="md" fullWidth loading={saving}>
          Save Settings
        </Button>
      </Stack>
      <AvatarPickerDialog opened={avatarOpen} onClose={avatarDialog.close} current={user.avatarKey} />
      <UpgradeDialog opened={upgradeOpen} onClose={upgradeDialog.close} />
    </Container>
  );
}
