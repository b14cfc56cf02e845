import { Button, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../../../shared/constants';
import { USER_MESSAGES } from '../../../shared/schemas/users';
import { translateMessage } from '../../i18n/messages';
import { replacingOwnSession } from '../../lib/session-ended';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { SETTINGS_MESSAGES } from './messages';
import { SettingsCard } from './SettingsCard';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function newPasswordError(value: string): string | null {
  if (value.length < PASSWORD_MIN) return SETTINGS_MESSAGES.passwordShort;
  if (!/\p{L}/u.test(value) || !/\p{N}/u.test(value)) return SETTINGS_MESSAGES.passwordWeak;
  return null;
}

/** Security: change the password, proving the current one. Other devices are signed out by the server. */
export function ChangePasswordSection() {
  const { t } = useTranslation('settings');
  const utils = trpc.useUtils();
  const change = trpc.users.changePassword.useMutation();
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (value ? null : translateMessage(USER_MESSAGES.currentPasswordRequired)),
      newPassword: newPasswordError,
      confirmPassword: (value, values) =>
        value === values.newPassword ? null : SETTINGS_MESSAGES.passwordMismatch,
    },
  });
  const { currentPassword, newPassword, confirmPassword } = form.values;
  const mismatch = confirmPassword.length > 0 && newPassword !== confirmPassword;
  const ready = currentPassword.length > 0 && newPassword.length > 0 && newPassword === confirmPassword;

  const submit = form.onSubmit(async (values) => {
    try {
      const user = await replacingOwnSession(
        change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
      );
      utils.auth.me.setData(undefined, user);
      form.reset();
      toast.success(SETTINGS_MESSAGES.passwordUpdated);
    } catch {
      toast.error(SETTINGS_MESSAGES.passwordFailed);
    }
  });

  return (
    <SettingsCard title={t('security.title')}>
      <form onSubmit={submit} noValidate aria-label={t('security.form')}>
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <PasswordInput
          label={t('security.current')}
          autoComplete="current-password"
          mb="sm"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('security.new')}
          description={t('security.rule')}
          autoComplete="new-password"
          mb="sm"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('security.confirm')}
          autoComplete="new-password"
          mb="md"
          {...form.getInputProps('confirmPassword')}
          error={form.errors.confirmPassword ?? (mismatch ? SETTINGS_MESSAGES.passwordMismatch : undefined)}
        />
        <Button type="submit" variant="light" disabled={!ready} loading={change.isPending}>
          {t('security.submit')}
        </Button>
      </form>
    </SettingsCard>
  );
}
