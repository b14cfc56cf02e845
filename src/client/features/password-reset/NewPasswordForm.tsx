import { Button, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '../../../shared/constants';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { RESET_MESSAGES } from './messages';
import { ResetForm } from './ResetLayout';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** The two fields, each labelled by the key of the same name in the auth catalogue (`reset.newPassword`...). */
const PASSWORD_FIELDS = [
  'newPassword',
  'confirmPassword',
] as const satisfies readonly (keyof NewPasswordValues)[];

/** The second half of the reset: a verified link lets the player choose a new password. */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const reset = trpc.passwordReset.reset.useMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewPasswordValues>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: (value) => {
        if (!value) return RESET_MESSAGES.passwordRequired;
        if (value.length < PASSWORD_MIN) return RESET_MESSAGES.passwordShort;
        return null;
      },
      confirmPassword: (value, values) => {
        if (!value) return RESET_MESSAGES.confirmRequired;
        if (value !== values.newPassword) return RESET_MESSAGES.mismatch;
        return null;
      },
    },
  });

  const submit = form.onSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token, newPassword });
      onDone();
    } catch (error) {
      // The server's own words: e.g. the letter-and-number rule, or a link used up meanwhile.
      setFailure(errorMessage(error, RESET_MESSAGES.resetFailed));
    }
  });

  return (
    <ResetForm title={t('reset.newTitle')} lead={t('reset.newLead')} failure={failure} onSubmit={submit}>
      {PASSWORD_FIELDS.map((name) => (
        <PasswordInput
          key={form.key(name)}
          label={t(`reset.${name}`)}
          autoComplete="new-password"
          required
          {...form.getInputProps(name)}
        />
      ))}
      <Button type="submit" fullWidth loading={form.submitting}>
        {t('reset.submit')}
      </Button>
    </ResetForm>
  );
}
