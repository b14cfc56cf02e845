import {
  Alert,
  Button,
  Container,
  Loader,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { startAuthentication } from '@simplewebauthn/browser';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AGE_BANDS, type AgeBand, type Gender } from '../../../shared/constants';
import type { pendingSignInOutput } from '../../../shared/schemas/sign-in';
import { ConsentCheckbox } from '../../features/auth/ConsentCheckbox';
import { useUsernameAvailability } from '../../features/auth/use-username-availability';
import { currentLocale } from '../../i18n/i18n';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { UsernameAvailabilityHint } from '../auth/UsernameAvailabilityHint';

type PendingSignIn = import('zod').infer<typeof pendingSignInOutput>;

/** The genders offered, with their words in the auth catalogue (`gender`), as the sign-up form offers them. */
const GENDERS = [
  { value: 'male', key: 'male' },
  { value: 'female', key: 'female' },
  { value: 'prefer-not-to-answer', key: 'preferNot' },
] as const satisfies readonly { value: Gender; key: string }[];

/** After signing in: the new user in the cache, then the invite link (or home) the sign-in started from. */
function useSignedIn() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return (
    answer: { user: Parameters<typeof utils.auth.me.setData>[1]; returnTo: string },
    greeting: string,
  ) => {
    utils.auth.me.setData(undefined, answer.user as never);
    void utils.auth.me.invalidate();
    toast.success(greeting);
    navigate(answer.returnTo, { replace: true });
  };
}

/**
 * /welcome: after a first sign-in with a provider, the one short screen (what the provider did not give, and
 * consent); or, when an account with the provider's verified e-mail exists, proving that account. /welcome?link=
 * is the mailed link that proves it.
 */
export default function WelcomePage() {
  const [params] = useSearchParams();
  const link = params.get('link');
  if (link) return <MailedLink token={link} />;
  return <Pending />;
}

/** One step of the welcome screen: its heading, what to do, then the step's controls. */
function WelcomeStep({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{body}</Text>
        {children}
      </Stack>
    </Container>
  );
}

function MailedLink({ token }: { token: string }) {
  const { t } = useTranslation(['welcome', 'auth']);
  const confirm = trpc.signIn.confirmLinkMail.useMutation();
  const signedIn = useSignedIn();
  return (
    <WelcomeStep title={t('link.title')} body={t('link.body')}>
      {confirm.isError && <Alert color="red">{errorMessage(confirm.error, t('link.failed'))}</Alert>}
      <Button
        loading={confirm.isPending}
        onClick={() =>
          confirm.mutate({ token }, { onSuccess: (answer) => signedIn(answer, t('auth:welcomeBack')) })
        }
      >
        {t('link.button')}
      </Button>
    </WelcomeStep>
  );
}

function Pending() {
  const { t } = useTranslation('welcome');
  const pending = trpc.signIn.pending.useQuery();
  if (pending.isPending) return <Loader aria-label={t('loading')} m="xl" />;
  const data = pending.data;
  if (!data)
    return (
      <Container size="xs" py="xl">
        <Alert title={t('expired.title')}>{t('expired.body')}</Alert>
      </Container>
    );
  return data.stage === 'link' ? <ProveAccount pending={data} /> : <FinishSignUp pending={data} />;
}

type PendingData = NonNullable<PendingSignIn>;

function FinishSignUp({ pending }: { pending: PendingData }) {
  const { t } = useTranslation(['welcome', 'auth']);
  const complete = trpc.signIn.complete.useMutation();
  const signedIn = useSignedIn();
  const [username, setUsername] = useState(pending.username);
  const [firstName, setFirstName] = useState(pending.firstName);
  const [lastName, setLastName] = useState(pending.lastName);
  const [email, setEmail] = useState('');
  const [ageBand, setAgeBand] = useState<AgeBand | null>(null);
  const [gender, setGender] = useState<Gender | null>(null);
  const [accepted, setAccepted] = useState(false);
  const availability = useUsernameAvailability(username);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    complete.mutate(
      {
        username,
        firstName,
        lastName,
        ...(pending.email ? {} : { email }),
        ageBand: ageBand as AgeBand,
        gender: gender as Gender,
        acceptTerms: accepted as true,
        // The language the app shows (the browser's, unless this device was switched) is the account's.
        language: currentLocale(),
      },
      {
        onSuccess: (answer) => signedIn(answer, t('auth:accountCreated')),
        onError: (error) => toast.error(errorMessage(error, t('auth:registrationFailed'))),
      },
    );
  };
  return (
    <Container size="xs" py="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('finish.title')}
          </Title>
          <Text c="dimmed">{t('finish.signedInWith', { provider: pending.providerName })}</Text>
          <Stack gap={4}>
            <TextInput
              label={t('auth:fields.username')}
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
            />
            <UsernameAvailabilityHint availability={availability} />
          </Stack>
          {(!pending.firstName || !pending.lastName) && (
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label={t('auth:fields.firstName')}
                value={firstName}
                onChange={(e) => setFirstName(e.currentTarget.value)}
              />
              <TextInput
                label={t('auth:fields.lastName')}
                value={lastName}
                onChange={(e) => setLastName(e.currentTarget.value)}
              />
            </SimpleGrid>
          )}
          {!pending.email && (
            <TextInput
              label={t('auth:fields.email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
          )}
          <SimpleGrid cols={2} spacing="sm">
            <Select
              label={t('auth:fields.ageRange')}
              placeholder={t('auth:fields.select')}
              data={AGE_BANDS.map((b) => ({ value: b, label: b }))}
              value={ageBand}
              onChange={(v) => setAgeBand(v as AgeBand | null)}
            />
            <Select
              label={t('auth:fields.gender')}
              placeholder={t('auth:fields.select')}
              data={GENDERS.map((g) => ({ value: g.value, label: t(`auth:gender.${g.key}`) }))}
              value={gender}
              onChange={(v) => setGender(v as Gender | null)}
            />
          </SimpleGrid>
          <ConsentCheckbox checked={accepted} onChange={setAccepted} />
          <Button type="submit" loading={complete.isPending}>
            {t('finish.start')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}

function ProveAccount({ pending }: { pending: PendingData }) {
  const { t } = useTranslation(['welcome', 'auth']);
  const byPassword = trpc.signIn.linkWithPassword.useMutation();
  const byPasskey = trpc.signIn.linkWithPasskey.useMutation();
  const options = trpc.signIn.passkeyOptions.useMutation();
  const mail = trpc.signIn.sendLinkMail.useMutation();
  const signedIn = useSignedIn();
  const [password, setPassword] = useState('');
  const fail = (error: unknown) => toast.error(errorMessage(error, t('prove.failed')));
  const withPasskey = async () => {
    try {
      const { challengeId, options: json } = await options.mutateAsync();
      const response = await startAuthentication({ optionsJSON: json as never });
      signedIn(
        await byPasskey.mutateAsync({ challengeId, response: response as never }),
        t('auth:welcomeBack'),
      );
    } catch (error) {
      fail(error);
    }
  };
  return (
    <WelcomeStep title={t('prove.title')} body={t('prove.body', { provider: pending.providerName })}>
      {pending.canUsePassword && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            byPassword.mutate(
              { password },
              { onSuccess: (a) => signedIn(a, t('auth:welcomeBack')), onError: fail },
            );
          }}
        >
          <Stack gap="xs">
            <PasswordInput
              label={t('prove.password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Button type="submit" loading={byPassword.isPending}>
              {t('prove.withPassword')}
            </Button>
          </Stack>
        </form>
      )}
      {pending.canUsePasskey && (
        <Button variant="light" onClick={withPasskey} loading={byPasskey.isPending}>
          {t('prove.withPasskey')}
        </Button>
      )}
      {mail.isSuccess ? (
        // The server's answer says the same (SIGN_IN_MESSAGES.linkMailSent), in English only.
        <Alert color="green">{t('prove.mailSent')}</Alert>
      ) : (
        <Button
          variant="default"
          onClick={() => mail.mutate(undefined, { onError: fail })}
          loading={mail.isPending}
        >
          {t('prove.mailMe')}
        </Button>
      )}
    </WelcomeStep>
  );
}
