import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkedCard } from '../../components/LinkedCard';
import { trpc } from '../../lib/trpc';
import { MyLeaguesList } from './MyLeaguesList';

/** The home page's "My Leagues": my weekly rank in each league and its change since yesterday. */
export function MyLeaguesCard() {
  const { t } = useTranslation('leagues');
  const mine = trpc.leagues.mine.useQuery();
  return (
    <LinkedCard title={t('title')} to="/leagues" linkLabel={t('viewAll')}>
      {mine.isPending ? (
        <Skeleton h={48} />
      ) : !mine.data || mine.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cardEmpty')}
        </Text>
      ) : (
        <MyLeaguesList leagues={mine.data} limit={5} />
      )}
    </LinkedCard>
  );
}
