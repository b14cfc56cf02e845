import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEAGUE_LIMITS } from '../../../shared/schemas/leagues';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { SingleFieldForm, useOpenLeague } from './SingleFieldForm';

/** Create a league: free players own up to 3, premium players up to 10 (the server says when the limit is met). */
export function CreateLeagueForm({ premium }: { premium: boolean }) {
  const { t } = useTranslation('leagues');
  const create = trpc.leagues.create.useMutation({ onSuccess: useOpenLeague() });
  return (
    <SingleFieldForm
      label={t('create.name')}
      submitLabel={t('create.submit')}
      submit={(name) => create.mutate({ name })}
      pending={create.isPending}
      error={create.error ? errorMessage(create.error, t('create.failed')) : undefined}
      maxLength={LEAGUE_LIMITS.nameMax}
    >
      <Text size="xs" c="dimmed" mt={6}>
        {t('create.limit', { count: premium ? LEAGUE_LIMITS.ownedByPremium : LEAGUE_LIMITS.ownedByFree })}
      </Text>
    </SingleFieldForm>
  );
}
