import { Button, Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trpc } from '../../lib/trpc';

/**
 * The boards one tap away on the Leaderboard screen and on each league's page: the global board, each of my
 * leagues, and the leagues page (create or join). `current` is 'global' or a league's id.
 */
export function BoardSwitcher({ current }: { current: 'global' | number }) {
  const { t } = useTranslation('leagues');
  const { t: tNav } = useTranslation('nav');
  const mine = trpc.leagues.mine.useQuery();
  const item = (key: string, to: string, label: string, active: boolean) => (
    <Button
      key={key}
      component={Link}
      to={to}
      size="compact-sm"
      radius="xl"
      variant={active ? 'filled' : 'default'}
      aria-current={active ? 'page' : undefined}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
  return (
    <ScrollArea type="never" component="nav" aria-label={t('boards.label')}>
      <Group gap={6} wrap="nowrap" py={2}>
        {item('global', '/leaderboard', t('boards.global'), current === 'global')}
        {(mine.data ?? []).map((l) => item(String(l.id), `/leagues/${l.id}`, l.name, current === l.id))}
        {item(
          'leagues',
          '/leagues',
          (mine.data ?? []).length > 0 ? t('boards.allLeagues') : tNav('leagues'),
          false,
        )}
      </Group>
    </ScrollArea>
  );
}
