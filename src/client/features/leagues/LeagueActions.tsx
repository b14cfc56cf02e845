import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LEAGUE_LIMITS, type League } from '../../../shared/schemas/leagues';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

/** The owner renames, regenerates the code and deletes (confirmed); a member leaves. */
export function LeagueActions({ league, viewerId }: { league: League; viewerId: number }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [name, setName] = useState(league.name);
  const [confirming, setConfirming] = useState(false);
  const onError = (error: unknown) => toast.error(errorMessage(error, 'Something went wrong.'));
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
          Leave league
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
            label="League name"
            value={name}
            maxLength={LEAGUE_LIMITS.nameMax}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" loading={rename.isPending}>
            Rename
          </Button>
        </Group>
      </form>
      <Group gap="sm">
        <Button variant="default" onClick={() => regenerate.mutate(id)} loading={regenerate.isPending}>
          New invite code
        </Button>
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          Delete league
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete this league?">
        <Text size="sm" mb="lg">
          {league.name} and its boards will be gone for every member. This cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button color="red.9" onClick={() => remove.mutate(id)} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Modal>
    </>
  );
}
