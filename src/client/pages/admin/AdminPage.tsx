import { Anchor, Container, Group, Select, Tabs, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MAIN_ID } from '../../components/SkipLink';
import { useAdminLiveRefresh } from '../../features/admin/use-admin-live';
import { ADMIN_TABS, type AdminTab, DEFAULT_TAB, isAdminTab, TAB_PARAM, tabOf } from './admin-tabs';
import { CreateGameTab } from './create-game/CreateGameTab';
import { GameHistoryTab } from './games/GameHistoryTab';
import { ManageGamesTab } from './games/ManageGamesTab';
import { UpdateScoresTab } from './games/UpdateScoresTab';
import { PrizesTab } from './prizes/PrizesTab';
import { SportsApiTab } from './sports-api/SportsApiTab';
import { StatsTab } from './stats/StatsTab';
import { TeamSyncTab } from './team-sync/TeamSyncTab';
import { UserPicksTab } from './users/UserPicksTab';
import { UsersTab } from './users/UsersTab';

const PANELS: Record<AdminTab, ComponentType> = {
  analytics: StatsTab,
  users: UsersTab,
  'user-picks': UserPicksTab,
  'sports-api': SportsApiTab,
  'team-sync': TeamSyncTab,
  'create-game': CreateGameTab,
  'update-scores': UpdateScoresTab,
  'manage-games': ManageGamesTab,
  'game-history': GameHistoryTab,
  'monthly-prizes': PrizesTab,
};

/** The admin dashboard: a header back to '/', ten tabs on desktop, a dropdown on phones. */
export default function AdminPage() {
  // The tab lives in the URL (?tab=users): a reload keeps it, and each choice is a history entry, so Back and
  // Forward move between tabs. Stats, the default, is /admin itself.
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get(TAB_PARAM));
  useAdminLiveRefresh();
  const choose = (value: string | null) => {
    if (!isAdminTab(value) || value === tab) return;
    setParams(value === DEFAULT_TAB ? {} : { [TAB_PARAM]: value });
  };
  const Panel = PANELS[tab];
  // admin.md: the mobile dropdown lists nine tabs, all but analytics. Stats, the default, is the picker's first entry
  // too (issue 44): the picker then always names the open section, never its placeholder, and a phone can go back
  // to Stats (docs/admin.md).
  const mobileOptions = ADMIN_TABS.map(({ value }) => ({
    value,
    label: value === 'analytics' ? t('tabs.analyticsMobile') : t(`tabs.${value}`),
  }));
  return (
    <>
      <header>
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Title order={1} size="h3">
              {t('page.title')}
            </Title>
            <Anchor component={Link} to="/">
              {t('page.back')}
            </Anchor>
          </Group>
        </Container>
      </header>
      <Container size="lg" pb="xl" component="main" id={MAIN_ID}>
        <Select
          hiddenFrom="md"
          mb="md"
          label={t('page.section')}
          data={mobileOptions}
          value={tab}
          onChange={choose}
          allowDeselect={false}
          data-testid="admin-mobile-tabs"
        />
        <Tabs value={tab} onChange={choose} keepMounted={false}>
          <Tabs.List visibleFrom="md" mb="md">
            {ADMIN_TABS.map(({ value }) => (
              <Tabs.Tab key={value} value={value}>
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {ADMIN_TABS.map(({ value }) => (
            <Tabs.Panel key={value} value={value}>
              {value === tab ? <Panel /> : null}
            </Tabs.Panel>
          ))}
        </Tabs>
        <Text size="xs" c="dimmed" mt="xl">
          {t('page.times')}
        </Text>
      </Container>
    </>
  );
}
