import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../shared/schemas/auth';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PremiumBadge } from '../../components/PremiumBadge';
import { avatarLook } from '../../lib/avatars';
import { AutosaveTextInput } from './AutosaveTextInput';
import { SettingsCard } from './SettingsCard';
import type { SettingsAutosave } from './use-settings-form';

interface ProfileSectionProps {
  user: PublicUser;
  autosave: SettingsAutosave;
  onChangeAvatar: () => void;
  onUpgrade: () => void;
}

/** Username, avatar, names and the read-only e-mail; each field saves itself when it is left. */
export function ProfileSection({ user, autosave, onChangeAvatar, onUpgrade }: ProfileSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('profile.title')}>
      <Group gap="md" wrap="nowrap">
        <PlayerAvatar
          avatarKey={user.avatarKey}
          name={t('profile.avatar', { look: avatarLook(user.avatarKey).label })}
          size={64}
        />
        <Stack gap={6} align="flex-start">
          <Button size="xs" variant="light" onClick={onChangeAvatar}>
            {t('profile.changeAvatar')}
          </Button>
          {user.subscriptionTier === 'premium' ? (
            <PremiumBadge />
          ) : (
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {t('profile.freePlan')}
              </Text>
              <Button size="compact-xs" variant="light" onClick={onUpgrade}>
                {t('profile.upgrade')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
      <AutosaveTextInput
        label={t('profile.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        field="username"
        saved={user.username}
        autosave={autosave}
      />
      <Group grow align="flex-start" gap="sm">
        <AutosaveTextInput
          label={t('profile.firstName')}
          autoComplete="given-name"
          field="firstName"
          saved={user.firstName}
          autosave={autosave}
        />
        <AutosaveTextInput
          label={t('profile.lastName')}
          autoComplete="family-name"
          field="lastName"
          saved={user.lastName}
          autosave={autosave}
        />
      </Group>
      <TextInput
        label={t('profile.email')}
        value={user.email ?? ''}
        readOnly
        description={t('profile.emailLocked')}
        variant="filled"
      />
    </SettingsCard>
  );
}
