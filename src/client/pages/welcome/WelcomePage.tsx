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
import { useState } from 'react';
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

const GENDERS: { value: Gender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'prefer-not-to-answer', label: 'Prefer not to answer' },
];

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

function MailedLink({ token }: { token: string }) {
  const confirm = trpc.signIn.confirmLinkMail.useMutation();
  const signedIn = useSignedIn();
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Link your sign-in
        </Title>
        <Text>Link the sign-in you just used to your account, and sign in.</Text>
        {confirm.isError && (
          <Alert color="red">{errorMessage(confirm.error, 'This link did not work.')}</Alert>
        )}
        <Button
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate({ token }, { onSuccess: (answer) => signedIn(answer, 'Welcome back!') })
          }
        >
          Link and sign in
        </Button>
      </Stack>
    </Container>
  );
}

function Pending() {
  const pending = trpc.signIn.pending.useQuery();
  if (pending.isPending) return <Loader aria-label="Loading" m="xl" />;
  const data = pending.data;
  if (!data)
    return (
      <Container size="xs" py="xl">
        <Alert title="Nothing to finish here">
          Your sign-in has expired. Please start again from the sign-in screen.
        </Alert>
      </Container>
    );
  return data.stage === 'link' ? <ProveAccount pending={data} /> : <FinishSignUp pending={data} />;
}

type PendingData = NonNullable<PendingSignIn>;

function FinishSignUp({ pending }: { pending: PendingData }) {
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
        onSuccess: (answer) => signedIn(answer, 'Account created!'),
        onError: (error) => toast.error(errorMessage(error, 'Registration failed')),
      },
    );
  };
  return (
    <Container size="xs" py="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={1} size="h2">
            One last step
          </Title>
          <Text c="dimmed">Signed in with {pending.providerName}. Choose your name on the boards.</Text>
          <Stack gap={4}>
            <TextInput
              label="Username"
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
            />
            <UsernameAvailabilityHint availability={availability} />
          </Stack>
          {(!pending.firstName || !pending.lastName) && (
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label="First Name"
                value={firstName}
                onChange={(e) => setFirstName(e.currentTarget.value)}
              />
              <TextInput
                label="Last Name"
                value={lastName}
                onChange={(e) => setLastName(e.currentTarget.value)}
              />
            </SimpleGrid>
          )}
          {!pending.email && (
            <TextInput
              label="Email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
          )}
          <SimpleGrid cols={2} spacing="sm">
            <Select
              label="Age Range"
              placeholder="Select"
              data={AGE_BANDS.map((b) => ({ value: b, label: b }))}
              value={ageBand}
              onChange={(v) => setAgeBand(v as AgeBand | null)}
            />
            <Select
              label="Gender"
              placeholder="Select"
              data={GENDERS}
              value={gender}
              onChange={(v) => setGender(v as Gender | null)}
            />
          </SimpleGrid>
          <ConsentCheckbox checked={accepted} onChange={setAccepted} />
          <Button type="submit" loading={complete.isPending}>
            Start playing
          </Button>
        </Stack>
      </form>
    </Container>
  );
}

function ProveAccount({ pending }: { pending: PendingData }) {
  const byPassword = trpc.signIn.linkWithPassword.useMutation();
  const byPasskey = trpc.signIn.linkWithPasskey.useMutation();
  const options = trpc.signIn.passkeyOptions.useMutation();
  const mail = trpc.signIn.sendLinkMail.useMutation();
  const signedIn = useSignedIn();
  const [password, setPassword] = useState('');
  const fail = (error: unknown) => toast.error(errorMessage(error, 'That did not work. Please try again.'));
  const withPasskey = async () => {
    try {
      const { challengeId, options: json } = await options.mutateAsync();
      const response = await startAuthentication({ optionsJSON: json as never });
      signedIn(await byPasskey.mutateAsync({ challengeId, response: response as never }), 'Welcome back!');
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          You already have an account
        </Title>
        <Text>
          {pending.providerName} says this e-mail is yours, and an account uses it. Show it is your account
          once, and {pending.providerName} is linked to it: next time it signs you in directly.
        </Text>
        {pending.canUsePassword && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              byPassword.mutate(
                { password },
                { onSuccess: (a) => signedIn(a, 'Welcome back!'), onError: fail },
              );
            }}
          >
            <Stack gap="xs">
              <PasswordInput
                label="Your password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <Button type="submit" loading={byPassword.isPending}>
                Link with my password
              </Button>
            </Stack>
          </form>
        )}
        {pending.canUsePasskey && (
          <Button variant="light" onClick={withPasskey} loading={byPasskey.isPending}>
            Use my passkey
          </Button>
        )}
        {mail.isSuccess ? (
          <Alert color="green">{mail.data.message}</Alert>
        ) : (
          <Button
            variant="default"
            onClick={() => mail.mutate(undefined, { onError: fail })}
            loading={mail.isPending}
          >
            E-mail me a link instead
          </Button>
        )}
      </Stack>
    </Container>
  );
}
