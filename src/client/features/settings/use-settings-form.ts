import { schemaResolver, useForm } from '@mantine/form';
import { TRPCClientError } from '@trpc/client';
import { useEffect } from 'react';
import type { Timezone } from '../../../shared/constants';
import type { PublicUser } from '../../../shared/schemas/auth';
import { updateSettingsInput } from '../../../shared/schemas/users';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { SETTINGS_MESSAGES } from './messages';

export interface SettingsValues {
  username: string;
  firstName: string;
  lastName: string;
  timezone: Timezone;
  emailNotifications: boolean;
  pushNotifications: boolean;
}

const valuesOf = (user: PublicUser): SettingsValues => ({
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  timezone: user.timezone,
  emailNotifications: user.emailNotifications,
  pushNotifications: user.pushNotifications,
});

/** The settings form (profile, time zone, notifications) and its Save Settings submit. */
export function useSettingsForm(user: PublicUser) {
  const utils = trpc.useUtils();
  const save = trpc.users.updateSettings.useMutation();
  const form = useForm<SettingsValues>({
    mode: 'controlled',
    initialValues: valuesOf(user),
    validate: schemaResolver(updateSettingsInput, { sync: true }),
  });

  // When the player changes elsewhere (the avatar dialog, a live streak update), untouched fields follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new user object should reset the form
  useEffect(() => {
    if (!form.isDirty()) form.setValues(valuesOf(user));
    form.setInitialValues(valuesOf(user));
  }, [user]);

  const submit = form.onSubmit(async (values) => {
    try {
      const updated = await save.mutateAsync(updateSettingsInput.parse(values));
      utils.auth.me.setData(undefined, updated);
      form.setValues(valuesOf(updated));
      form.resetDirty(valuesOf(updated));
      toast.success(SETTINGS_MESSAGES.saved);
    } catch (error) {
      // A taken username is the one refusal the player can fix here: say so beside the field too.
      if (error instanceof TRPCClientError && error.data?.code === 'CONFLICT') {
        form.setFieldError('username', error.message);
      }
      toast.error(SETTINGS_MESSAGES.saveFailed);
    }
  });

  return { form, submit, saving: save.isPending };
}
