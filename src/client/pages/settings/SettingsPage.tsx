import { Button, Container, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/schemas/auth';
import { PageHeading } from '../../components/PageHeading';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { PushSwitch } from '../../features/notifications/PushSwitch';
import { AccountStatsSection } from '../../features/settings/AccountStatsSection';
import { AppearanceSection } from '../../features/settings/AppearanceSection';
import { AvatarPickerDialog } from '../../features/settings/AvatarPickerDialog';
import { CalendarSection } from '../../features/settings/CalendarSection';
import { ChangePasswordSection } from '../../features/settings/ChangePasswordSection';
import { DataExportSection } from '../../features/settings/DataExportSection';
import { DeleteAccountSection } from '../../features/settings/DeleteAccountSection';
import { AppInfoSection, QuickLinksSection } from '../../features/settings/LinksSections';
import { SETTINGS_MESSAGES } from '../../features/settings/messages';
import { PasskeysSection } from '../../features/settings/PasskeysSection';
import {
  LanguageSection,
  NotificationsSection,
  TimeZoneSection,
} from '../../features/settings/PreferencesSections';
import { ProfileSection } from '../../features/settings/ProfileSection';
import { SignInMethodsSection } from '../../features/settings/SignInMethodsSection';
import { UpgradeDialog } from '../../features/settings/UpgradeDialog';
import { useSettingsAutosave } from '../../features/settings/use-settings-form';
import { toast } from '../../lib/toast';

/**
 * /settings (More): links, profile, time zone, notifications, appearance, password, sign-in methods and passkeys,
 * statistics, downloading one's data, version; last, apart, deleting the account.
 */
export default function SettingsPage() {
  const { user } = useCurrentUser();
  // Signed-in only (the route guard); the user is there.
  return user ? <Settings user={user} /> : null;
}

/** The browser's own "leave this page?" while a change is on its way: closing the tab would lose it. */
function useWarnWhileSaving(saving: boolean) {
  useEffect(() => {
    if (!saving) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saving]);
}

function Settings({ user }: { user: PublicUser }) {
  const { t } = useTranslation('settings');
  const autosave = useSettingsAutosave(user);
  const [avatarOpen, avatarDialog] = useDisclosure(false);
  const [upgradeOpen, upgradeDialog] = useDisclosure(false);
  useWarnWhileSaving(autosave.saving);

  // The spec's Save Settings button: every change is saved as it is made, so it saves the field still being
  // typed in (leaving it does) and says how the saves went.
  const saveAll = async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    // The blur's save starts on the next tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (await autosave.settled()) toast.success(SETTINGS_MESSAGES.saved);
    else toast.error(SETTINGS_MESSAGES.saveFailed);
  };

  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <PageHeading title={t('title')} subtitle={t('intro')} />
        <QuickLinksSection />
        <ProfileSection
          user={user}
          autosave={autosave}
          onChangeAvatar={avatarDialog.open}
          onUpgrade={upgradeDialog.open}
        />
        <LanguageSection user={user} autosave={autosave} />
        <TimeZoneSection user={user} autosave={autosave} />
        <NotificationsSection
          user={user}
          autosave={autosave}
          push={<PushSwitch checked={user.pushNotifications} onChange={() => undefined} />}
        />
        <CalendarSection />
        <AppearanceSection />
        <ChangePasswordSection />
        <SignInMethodsSection timeZone={user.timezone} />
        <PasskeysSection timeZone={user.timezone} />
        <AccountStatsSection user={user} />
        <DataExportSection timeZone={user.timezone} />
        <AppInfoSection />
        <div>
          <Button
            size="md"
            fullWidth
            aria-busy={autosave.saving}
            onClick={() => void saveAll()}
            data-testid="save-settings"
          >
            {t('saveAll')}
          </Button>
          <Text size="xs" c="dimmed" mt={4} ta="center">
            {t('saveAllNote')}
          </Text>
        </div>
        <DeleteAccountSection username={user.username} />
      </Stack>
      <AvatarPickerDialog opened={avatarOpen} onClose={avatarDialog.close} current={user.avatarKey} />
      <UpgradeDialog opened={upgradeOpen} onClose={upgradeDialog.close} />
    </Container>
  );
}
