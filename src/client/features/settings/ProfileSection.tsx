import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
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
  return (
    <SettingsCard title="Profile">
      <Group gap="md" wrap="nowrap">
        <PlayerAvatar
          avatarKey={user.avatarKey}
          name={`Your avatar: ${avatarLook(user.avatarKey).label}`}
          size={64}
        />
        <Stack gap={6} align="flex-start">
          <Button size="xs" variant="light" onClick={onChangeAvatar}>
            Change Avatar
          </Button>
          {user.subscriptionTier === 'premium' ? (
            <PremiumBadge />
          ) : (
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                Free plan
              </Text>
              <Button size="compact-xs" variant="light" onClick={onUpgrade}>
                Upgrade to Premium
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
      <AutosaveTextInput
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        field="username"
        saved={user.username}
        autosave={autosave}
      />
      <Group grow align="flex-start" gap="sm">
        <AutosaveTextInput
          label="First Name"
          autoComplete="given-name"
          field="firstName"
          saved={user.firstName}
          autosave={autosave}
        />
        <AutosaveTextInput
          label="Last Name"
          autoComplete="family-name"
          field="lastName"
          saved={user.lastName}
          autosave={autosave}
        />
      </Group>
      <TextInput
        label="Email"
        value={user.email ?? ''}
        readOnly
        description="Email cannot be changed"
        variant="filled"
      />
    </SettingsCard>
  );
}
