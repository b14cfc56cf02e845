import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** Join a league by typing its invite code; on success, open the league. */
export function JoinByCodeForm() {
  const { t } = useTranslation('leagues');
  const [code, setCode] = useState('');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const join = trpc.leagues.join.useMutation({
    onSuccess: (league) => {
      void utils.leagues.mine.invalidate();
      navigate(`/leagues/${league.id}`);
    },
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        join.mutate({ code });
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('join.code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={join.error ? errorMessage(join.error, t('join.failed')) : undefined}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button type="submit" mt={25} loading={join.isPending} disabled={code.trim() === ''}>
          {t('join.submit')}
        </Button>
      </Group>
    </form>
  );
}
