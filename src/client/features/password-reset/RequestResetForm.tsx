import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { USER_MESSAGES } from '../../../shared/schemas/users';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { RESET_MESSAGES } from './messages';
import { ResetForm, ResetOutcome } from './ResetLayout';

/** The first half of the reset: ask for a link by e-mail, then say to check the inbox. */
export function RequestResetForm() {
  const request = trpc.passwordReset.request.useMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        isNotEmpty(RESET_MESSAGES.emailRequired)(value.trim()) ??
        isEmail(AUTH_MESSAGES.emailInvalid)(value.trim()),
    },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await request.mutateAsync({ email: email.trim() });
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error, RESET_MESSAGES.sendFailed));
    }
  });

  if (sent) {
    return (
      <ResetOutcome icon="📧" title="Check Your Email">
        <Text role="status">{USER_MESSAGES.resetRequested}</Text>
        <Anchor component={Link} to="/auth">
          Back to Login
        </Anchor>
      </ResetOutcome>
    );
  }

  return (
    <ResetForm
      title="Reset Password"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
      failure={failure}
      onSubmit={submit}
    >
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
      <Button type="submit" fullWidth loading={form.submitting}>
        Send Reset Link
      </Button>
      <Anchor component={Link} to="/auth" size="sm" ta="center">
        Back to Login
      </Anchor>
    </ResetForm>
  );
}
