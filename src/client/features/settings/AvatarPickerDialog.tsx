import { Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AVATAR_KEYS } from '../../../shared/constants';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { avatarLook } from '../../lib/avatars';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import classes from './AvatarPickerDialog.module.css';
import { SETTINGS_MESSAGES } from './messages';

interface AvatarPickerDialogProps {
  opened: boolean;
  onClose: () => void;
  current: string;
}

/** The 16 avatars in a 5-column grid; choosing one saves it at once. */
export function AvatarPickerDialog({ opened, onClose, current }: AvatarPickerDialogProps) {
  const { t } = useTranslation('settings', { keyPrefix: 'avatarPicker' });
  const utils = trpc.useUtils();
  const update = trpc.users.updateAvatar.useMutation();

  const choose = async (avatarKey: (typeof AVATAR_KEYS)[number]) => {
    try {
      const user = await update.mutateAsync({ avatarKey });
      utils.auth.me.setData(undefined, user);
      // The spec refreshes the signed-in user after an avatar change.
      void utils.auth.me.invalidate();
      toast.success(SETTINGS_MESSAGES.avatarUpdated);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, SETTINGS_MESSAGES.avatarFailed));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <SimpleGrid cols={5} spacing="xs" role="group" aria-label={t('avatars')}>
        {AVATAR_KEYS.map((key) => {
          const label = avatarLook(key).label;
          const selected = key === current;
          return (
            <UnstyledButton
              key={key}
              className={classes.choice}
              data-selected={selected || undefined}
              aria-pressed={selected}
              aria-label={label}
              title={label}
              disabled={update.isPending}
              onClick={() => void choose(key)}
              data-avatar-choice={key}
            >
              <PlayerAvatar avatarKey={key} name={label} size={44} />
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {t('note')}
      </Text>
    </Modal>
  );
}
