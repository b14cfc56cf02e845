import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../../shared/schemas/games';
import { reportFixed } from '../../../features/admin/admin-errors';
import { denverWallClock } from '../../../features/admin/admin-time';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { teamOptionRenderer, teamOptions } from '../create-game/team-options';
import { type LineFields, LineFieldsInput, lineFieldsOf, lineInput } from './LineFields';
import { useInvalidateGames } from './use-game-lists';

interface Fields {
  homeTeamId: string | null;
  awayTeamId: string | null;
  date: string;
  time: string;
  notes: string;
  line: LineFields;
}

function fieldsOf(game: Game): Fields {
  return {
    homeTeamId: String(game.homeTeam.id),
    awayTeamId: String(game.awayTeam.id),
    ...denverWallClock(game.scheduledTime),
    notes: game.notes ?? '',
    line: lineFieldsOf(game),
  };
}

/** Edit a scheduled game: teams, Mountain date and time, notes, the line. */
export function EditGameModal({ game, onClose }: { game: Game | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const [fields, setFields] = useState<Fields | null>(null);
  useEffect(() => setFields(game ? fieldsOf(game) : null), [game]);
  const teams = trpc.admin.teams.list.useQuery(undefined, { enabled: game !== null });
  const sameSport = (teams.data ?? []).filter((team) => !game || team.sport === game.sport);
  const invalidate = useInvalidateGames();
  const update = trpc.admin.games.update.useMutation({
    onSuccess: () => {
      toast.success(t('games.edit.doneBody'), t('games.edit.done'));
      invalidate();
      onClose();
    },
    onError: reportFixed(t('games.edit.failed')),
  });
  const submit = () => {
    if (!game || !fields) return;
    if (!fields.homeTeamId || !fields.awayTeamId || !fields.date || !fields.time) {
      toast.error(t('games.edit.missingBody'), t('games.edit.missing'));
      return;
    }
    update.mutate({
      id: game.id,
      homeTeamId: Number(fields.homeTeamId),
      awayTeamId: Number(fields.awayTeamId),
      date: fields.date,
      time: fields.time,
      scheduledTime: undefined,
      notes: fields.notes,
      line: lineInput(fields.line, lineFieldsOf(game)),
    });
  };
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((f) => (f ? { ...f, [key]: value } : f));
  return (
    <Modal opened={game !== null} onClose={onClose} title={t('games.edit.title')}>
      {fields ? (
        <Stack>
          {(['homeTeamId', 'awayTeamId'] as const).map((key) => (
            <Select
              key={key}
              label={key === 'homeTeamId' ? t('games.edit.home') : t('games.edit.away')}
              searchable
              data={teamOptions(sameSport)}
              renderOption={teamOptionRenderer(sameSport)}
              value={fields[key]}
              onChange={(v) => set(key, v)}
            />
          ))}
          <SimpleGrid cols={2}>
            <TextInput
              type="date"
              label={t('games.edit.date')}
              value={fields.date}
              onChange={(e) => set('date', e.currentTarget.value)}
            />
            <TextInput
              type="time"
              label={t('games.edit.time')}
              value={fields.time}
              onChange={(e) => set('time', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Textarea
            label={t('games.edit.notes')}
            value={fields.notes}
            onChange={(e) => set('notes', e.currentTarget.value)}
          />
          {game ? (
            <LineFieldsInput game={game} fields={fields.line} onChange={(v) => set('line', v)} />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button loading={update.isPending} onClick={submit}>
              {t('games.edit.save')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
