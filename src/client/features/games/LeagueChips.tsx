import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One chip per league of the day, plus All; a single choice. */
export function LeagueChips({
  leagues,
  value,
  onChange,
}: {
  leagues: readonly string[];
  value: string;
  onChange: (league: string) => void;
}) {
  const { t } = useTranslation('games');
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap={6} role="radiogroup" aria-label={t('list.leagueChips')} data-testid="league-chips">
        {['all', ...leagues].map((league) => (
          <Chip key={league} value={league} size="xs" variant="outline">
            {league === 'all' ? t('list.all') : league}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
