import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PublicUser } from '../../../shared/schemas/auth';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PremiumBadge } from '../../components/PremiumBadge';
import { avatarLook } from '../../lib/avatars';
import { SettingsCard } from './SettingsCard';
import type { SettingsValues } from './use-settings-form';

interface ProfileSectionProps {
  user: PublicUser;
  form: UseFormReturnType<SettingsValues>;
  onChangeAvatar: () => void;
  onUpgrade: () => void;
}

/** Username, avatar, names and the read-only e-mail. */
export function ProfileSection({ user, form, onChangeAvatar, onUpgrade }: ProfileSectionProps) {
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
      <TextInput
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.getInputProps('username')}
      />
      <Group grow align="flex-start" gap="sm">
        <TextInput label="First Name" autoComplete="given-name" {...form.getInputProps('firstName')} />
        <TextInput label="Last Name" autoComplete="family-name" {...form.getInputProps('lastName')} />
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
