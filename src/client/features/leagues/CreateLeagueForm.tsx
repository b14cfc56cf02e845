import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LEAGUE_LIMITS } from '../../../shared/schemas/leagues';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** Create a league: free players own up to 3, premium players up to 10 (the server says when the limit is met). */
export function CreateLeagueForm({ premium }: { premium: boolean }) {
  const { t } = useTranslation('leagues');
  const [name, setName] = useState('');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.leagues.create.useMutation({
    onSuccess: (league) => {
      void utils.leagues.mine.invalidate();
      navigate(`/leagues/${league.id}`);
    },
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({ name });
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('create.name')}
          value={name}
          maxLength={LEAGUE_LIMITS.nameMax}
          onChange={(e) => setName(e.currentTarget.value)}
          error={create.error ? errorMessage(create.error, t('create.failed')) : undefined}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} loading={create.isPending}>
          {t('create.submit')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {t('create.limit', { count: premium ? LEAGUE_LIMITS.ownedByPremium : LEAGUE_LIMITS.ownedByFree })}
      </Text>
    </form>
  );
}
