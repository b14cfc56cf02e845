import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PASSWORD_MIN } from '../../../shared/constants';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { RESET_MESSAGES } from './messages';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** The second half of the reset: a verified link lets the player choose a new password. */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
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
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h3">
            Choose a New Password
          </Title>
          <Text c="dimmed" size="sm">
            At least 8 characters, with a letter and a number.
          </Text>
        </div>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          required
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          required
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
