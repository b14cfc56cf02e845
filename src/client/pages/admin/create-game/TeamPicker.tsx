import { SegmentedControl, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSport, AdminTeam } from '../../../../shared/schemas/admin';
import { NewTeamFields } from './NewTeamFields';
import { teamOptionRenderer, teamOptions } from './team-options';

interface Props {
  side: 'Home' | 'Away';
  teams: AdminTeam[];
  sports: AdminSport[];
  value: number | null;
  onChange(teamId: number | null): void;
  fixedSport?: string;
}

/** A team picker that toggles between choosing an existing team and entering a new one. */
export function TeamPicker({ side, teams, sports, value, onChange, fixedSport }: Props) {
  const { t } = useTranslation('admin');
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const words = side === 'Home' ? 'home' : 'away';
  return (
    <Stack gap={6}>
      <SegmentedControl
        size="xs"
        value={mode}
        onChange={(v) => setMode(v === 'new' ? 'new' : 'existing')}
        data={[
          { value: 'existing', label: t(`create.${words}.existing`) },
          { value: 'new', label: t('create.team.createNew') },
        ]}
      />
      {mode === 'existing' ? (
        <Select
          label={t(`create.${words}.label`)}
          placeholder={t(`create.${words}.search`)}
          searchable
          clearable
          nothingFoundMessage={t('create.team.noMatch')}
          data={teamOptions(teams)}
          renderOption={teamOptionRenderer(teams)}
          value={value === null ? null : String(value)}
          onChange={(v) => onChange(v ? Number(v) : null)}
        />
      ) : (
        <NewTeamFields
          side={side}
          sports={sports}
          fixedSport={fixedSport}
          onCreated={(id) => {
            onChange(id);
            setMode('existing');
          }}
        />
      )}
    </Stack>
  );
}
