import { Button, Card, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issuesOf, reportAdminError } from '../../../features/admin/admin-errors';
import { i18n } from '../../../i18n/i18n';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { FreePickButton } from './FreePickButton';
import { NewSportDialog } from './NewSportDialog';
import { DEFAULT_RECORDS, RecordFields, type Records } from './RecordFields';
import { TeamPicker } from './TeamPicker';

interface Fields {
  homeTeamId: number | null;
  awayTeamId: number | null;
  date: string;
  time: string;
  notes: string;
  homeOption: string;
  awayOption: string;
}

const EMPTY: Fields = {
  homeTeamId: null,
  awayTeamId: null,
  date: '',
  time: '',
  notes: '',
  homeOption: '',
  awayOption: '',
};

/** The create-game tab: teams, Mountain date and time, notes, pick texts, records, free pick. */
export function CreateGameTab() {
  const { t } = useTranslation('admin');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [records, setRecords] = useState<Records>(DEFAULT_RECORDS);
  const [sportDialog, setSportDialog] = useState(false);
  const teams = trpc.admin.teams.list.useQuery();
  const sports = trpc.admin.sports.list.useQuery();
  const utils = trpc.useUtils();
  const create = trpc.admin.games.create.useMutation({
    onSuccess: (game) => {
      toast.success(
        t('create.createdBody', { away: game.awayTeam.name, home: game.homeTeam.name }),
        t('create.created'),
      );
      void utils.admin.games.invalidate();
      setFields(EMPTY);
      setRecords(DEFAULT_RECORDS);
    },
    onError: (error) => {
      const issues = issuesOf(error);
      if (issues.length > 0) toast.error(issues.join(', '), i18n.t('error'));
      else reportAdminError(error, t('create.failed'));
    },
  });
  const allTeams = teams.data ?? [];
  const home = allTeams.find((team) => team.id === fields.homeTeamId);
  // The away list: the home team's sport only, without the home team itself.
  const away = allTeams.find((team) => team.id === fields.awayTeamId);
  const currentRecords = {
    homeWins: home?.wins,
    homeLosses: home?.losses,
    awayWins: away?.wins,
    awayLosses: away?.losses,
  };
  const awayTeams = home
    ? allTeams.filter((team) => team.sport === home.sport && team.id !== home.id)
    : allTeams;
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));
  const text =
    (key: 'date' | 'time' | 'notes' | 'homeOption' | 'awayOption') =>
    (e: { currentTarget: { value: string } }) =>
      set(key, e.currentTarget.value);

  const submit = () => {
    const { homeTeamId, awayTeamId, date, time } = fields;
    if (!homeTeamId || !awayTeamId || !date || !time) {
      toast.error(t('create.missingBody'), t('create.missing'));
      return;
    }
    if (homeTeamId === awayTeamId) {
      toast.error(t('create.sameTeams'), t('create.invalid'));
      return;
    }
    create.mutate({
      homeTeamId,
      awayTeamId,
      date,
      time,
      // The server reads date + time as Mountain wall-clock time; scheduledTime is for API clients.
      scheduledTime: undefined,
      notes: fields.notes,
      homeTeamPickOption: fields.homeOption,
      awayTeamPickOption: fields.awayOption,
      showTeamRecords: records.show,
      homeTeamWins: records.homeWins,
      homeTeamLosses: records.homeLosses,
      awayTeamWins: records.awayWins,
      awayTeamLosses: records.awayLosses,
    });
  };

  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {t('create.title')}
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => setSportDialog(true)}>
            {t('create.newSport')}
          </Button>
          <FreePickButton />
        </Group>
      </Group>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TeamPicker
            side="Home"
            teams={allTeams}
            sports={sports.data ?? []}
            value={fields.homeTeamId}
            // A new home team may play another sport: the away choice starts over.
            onChange={(id) => setFields((f) => ({ ...f, homeTeamId: id, awayTeamId: null }))}
          />
          <TeamPicker
            side="Away"
            teams={awayTeams}
            sports={sports.data ?? []}
            fixedSport={home?.sport}
            value={fields.awayTeamId}
            onChange={(id) => set('awayTeamId', id)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label={t('create.date')} value={fields.date} onChange={text('date')} />
          <TextInput type="time" label={t('create.time')} value={fields.time} onChange={text('time')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('create.homeOption')} value={fields.homeOption} onChange={text('homeOption')} />
          <TextInput label={t('create.awayOption')} value={fields.awayOption} onChange={text('awayOption')} />
        </SimpleGrid>
        <Textarea label={t('create.notes')} value={fields.notes} onChange={text('notes')} />
        <RecordFields value={records} current={currentRecords} onChange={setRecords} />
        <Group justify="flex-end">
          <Button loading={create.isPending} onClick={submit}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
      <NewSportDialog opened={sportDialog} onClose={() => setSportDialog(false)} />
    </Card>
  );
}
