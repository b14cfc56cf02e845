import { Group, type SelectProps, Text } from '@mantine/core';
import type { AdminTeam } from '../../../../shared/schemas/admin';
import { teamColor } from '../../../lib/colors';

const GREY = '#868e96';

/** '[NFL] Denver Broncos': how every team picker lists a team (admin.md, create-game). */
export const teamLabel = (team: Pick<AdminTeam, 'sport' | 'name'>) => `[${team.sport}] ${team.name}`;

export const teamOptions = (teams: AdminTeam[]) =>
  teams.map((t) => ({ value: String(t.id), label: teamLabel(t) }));

/** An option with the team's colour dot (grey when the team has no colour). */
export function teamOptionRenderer(teams: AdminTeam[]): SelectProps['renderOption'] {
  const byId = new Map(teams.map((t) => [String(t.id), t]));
  return ({ option }) => {
    const team = byId.get(option.value);
    return (
      <Group gap={8} wrap="nowrap">
        <span
          aria-hidden
          style={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            flex: 'none',
            background: teamColor(team?.primaryColor, GREY),
          }}
        />
        <Text size="sm">{option.label}</Text>
      </Group>
    );
  };
}
