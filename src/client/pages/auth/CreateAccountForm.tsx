import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AGE_BANDS, type AgeBand, DEFAULT_TIMEZONE, type Gender } from '../../../shared/constants';
import { registerInput } from '../../../shared/schemas/auth';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { ConsentCheckbox } from '../../features/auth/ConsentCheckbox';
import { useCreateAccount } from '../../features/auth/use-create-account';
import { useUsernameAvailability } from '../../features/auth/use-username-availability';
import { translateErrors } from '../../i18n/messages';
import { deviceTimeZone } from '../../lib/time-zone-options';
import { UsernameAvailabilityHint } from './UsernameAvailabilityHint';

interface CreateAccountValues {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
  ageBand: AgeBand | null;
  gender: Gender | null;
  timezone: string;
  acceptTerms: boolean;
}

const AGE_OPTIONS = AGE_BANDS.map((band) => ({ value: band, label: band }));
const GENDER_KEYS = { male: 'male', female: 'female', 'prefer-not-to-answer': 'preferNot' } as const;

const resolve = schemaResolver(registerInput, { sync: true });

export function CreateAccountForm() {
  const { t } = useTranslation('auth');
  const genderOptions = (Object.keys(GENDER_KEYS) as Gender[]).map((value) => ({
    value,
    label: t(`gender.${GENDER_KEYS[value]}`),
  }));
  const createAccount = useCreateAccount();
  const form = useForm<CreateAccountValues>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      username: '',
      password: '',
      ageBand: null,
      gender: null,
      // The device's zone, proposed: every time in the app is shown in it (docs/rules.md, "Time zones").
      timezone: deviceTimeZone() ?? DEFAULT_TIMEZONE,
      acceptTerms: false,
    },
    validate: (values) => translateErrors(resolve(values)),
  });
  const availability = useUsernameAvailability(form.values.username);
  const submit = form.onSubmit((values) => createAccount(registerInput.parse(values)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
        </Group>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Stack gap={4}>
          <TextInput
            label={t('fields.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...form.getInputProps('username')}
          />
          {!form.errors.username && <UsernameAvailabilityHint availability={availability} />}
        </Stack>
        <PasswordInput
          label={t('fields.password')}
          description={t('fields.passwordRule')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('fields.ageRange')}
            placeholder={t('fields.select')}
            data={AGE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('ageBand')}
          />
          <Select
            label={t('fields.gender')}
            placeholder={t('fields.select')}
            data={genderOptions}
            allowDeselect={false}
            {...form.getInputProps('gender')}
          />
        </SimpleGrid>
        <TimeZoneSelect
          label={t('fields.timeZone')}
          description={t('fields.timeZoneDescription')}
          value={form.values.timezone}
          onChange={(zone) => form.setFieldValue('timezone', zone)}
          error={form.errors.timezone}
          data-testid="signup-timezone"
        />
        <ConsentCheckbox
          checked={form.values.acceptTerms}
          onChange={(checked) => form.setFieldValue('acceptTerms', checked)}
          error={form.errors.acceptTerms as string | undefined}
        />
        <Button type="submit" fullWidth loading={form.submitting} disabled={form.submitting}>
          {t('tabs.createAccount')}
        </Button>
      </Stack>
    </form>
  );
}
