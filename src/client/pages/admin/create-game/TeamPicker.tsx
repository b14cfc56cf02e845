import { SegmentedControl, Select, Stack } from '@mantine/core';
import { useState } from 'react';
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
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  return (
    <Stack gap={6}>
      <SegmentedControl
        size="xs"
        value={mode}
        onChange={(v) => setMode(v === 'new' ? 'new' : 'existing')}
        data={[
          { value: 'existing', label: `Existing ${side.toLowerCase()} team` },
          { value: 'new', label: 'Create new team' },
        ]}
      />
      {mode === 'existing' ? (
        <Select
          label={`${side} Team`}
          placeholder={`Search ${side.toLowerCase()} team`}
          searchable
          clearable
          nothingFoundMessage="No teams match"
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
