import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type LoginInput, loginInput } from '../../../shared/schemas/auth';
import { useAfterSignIn } from '../../features/auth/use-after-sign-in';
import { usePasskeySignIn } from '../../features/auth/use-passkey-sign-in';
import { translateErrors } from '../../i18n/messages';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

const resolve = schemaResolver(loginInput, { sync: true });

export function SignInForm() {
  const { t } = useTranslation('auth');
  const login = trpc.auth.login.useMutation();
  const afterSignIn = useAfterSignIn();
  const passkey = usePasskeySignIn({ autofill: true });
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    validate: (values) => translateErrors(resolve(values)),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const user = await login.mutateAsync(loginInput.parse(values));
      afterSignIn(user, t('welcomeBack'));
    } catch (error) {
      toast.error(errorMessage(error, t('loginFailed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('fields.username')}
          // "webauthn": the browser may offer the player's passkeys among the field's suggestions.
          autoComplete={passkey.available ? 'username webauthn' : 'username'}
          autoCapitalize="none"
          spellCheck={false}
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={form.submitting} disabled={form.submitting}>
          {t('tabs.signIn')}
        </Button>
        {passkey.available && (
          <Button variant="default" fullWidth loading={passkey.busy} onClick={() => void passkey.start()}>
            {t('signInWithPasskey')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
