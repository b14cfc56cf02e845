import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { USER_MESSAGES } from '../../../shared/schemas/users';
import { translateMessage } from '../../i18n/messages';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { RESET_MESSAGES } from './messages';
import { ResetForm, ResetOutcome } from './ResetLayout';

/** The first half of the reset: ask for a link by e-mail, then say to check the inbox. */
export function RequestResetForm() {
  const { t } = useTranslation('auth');
  const request = trpc.passwordReset.request.useMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        isNotEmpty(RESET_MESSAGES.emailRequired)(value.trim()) ??
        isEmail(translateMessage(AUTH_MESSAGES.emailInvalid))(value.trim()),
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
      <ResetOutcome icon="📧" title={t('reset.checkEmail')}>
        <Text role="status">{translateMessage(USER_MESSAGES.resetRequested)}</Text>
        <Anchor component={Link} to="/auth">
          {t('reset.backToLogin')}
        </Anchor>
      </ResetOutcome>
    );
  }

  return (
    <ResetForm title={t('reset.title')} lead={t('reset.requestLead')} failure={failure} onSubmit={submit}>
      <TextInput
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
      <Button type="submit" fullWidth loading={form.submitting}>
        {t('reset.send')}
      </Button>
      <Anchor component={Link} to="/auth" size="sm" ta="center">
        {t('reset.backToLogin')}
      </Anchor>
    </ResetForm>
  );
}
