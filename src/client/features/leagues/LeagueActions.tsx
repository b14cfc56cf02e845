import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LEAGUE_LIMITS, type League } from '../../../shared/schemas/leagues';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** The owner renames, regenerates the code and deletes (confirmed); a member leaves. */
export function LeagueActions({ league, viewerId }: { league: League; viewerId: number }) {
  const { t } = useTranslation('leagues');
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [name, setName] = useState(league.name);
  const [confirming, setConfirming] = useState(false);
  const onError = (error: unknown) => toast.error(errorMessage(error, t('something')));
  const updated = (next: League) => {
    utils.leagues.get.setData({ leagueId: league.id }, next);
    void utils.leagues.mine.invalidate();
  };
  const gone = () => {
    void utils.leagues.mine.invalidate();
    navigate('/leagues', { replace: true });
  };
  const rename = trpc.leagues.rename.useMutation({ onSuccess: updated, onError });
  const regenerate = trpc.leagues.regenerateCode.useMutation({ onSuccess: updated, onError });
  const remove = trpc.leagues.remove.useMutation({ onSuccess: gone, onError });
  const leave = trpc.leagues.leave.useMutation({ onSuccess: gone, onError });
  const id = { leagueId: league.id };

  if (league.ownerId !== viewerId) {
    return (
      <Group>
        <Button variant="default" color="red" onClick={() => leave.mutate(id)} loading={leave.isPending}>
          {t('actions.leave')}
        </Button>
      </Group>
    );
  }
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          rename.mutate({ ...id, name });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('create.name')}
            value={name}
            maxLength={LEAGUE_LIMITS.nameMax}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" loading={rename.isPending}>
            {t('actions.rename')}
          </Button>
        </Group>
      </form>
      <Group gap="sm">
        <Button variant="default" onClick={() => regenerate.mutate(id)} loading={regenerate.isPending}>
          {t('actions.newCode')}
        </Button>
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          {t('actions.delete')}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('actions.confirmTitle')}>
        <Text size="sm" mb="lg">
          {t('actions.confirmBody', { name: league.name })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('actions.cancel')}
          </Button>
          <Button color="red.9" onClick={() => remove.mutate(id)} loading={remove.isPending}>
            {t('actions.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
