import { Group, NavLink, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_NAME, APP_VERSION } from '../../../shared/constants';
import { SettingsCard } from './SettingsCard';

/** Each link's words: `links.<key>` and `links.<key>Description` in the settings catalogue. */
const QUICK_LINKS = [
  { to: '/leagues', key: 'leagues', emoji: '👥' },
  { to: '/contact', key: 'contact', emoji: '✉️' },
  { to: '/about', key: 'about', emoji: 'ℹ️' },
  { to: '/achievements', key: 'achievements', emoji: '🏆' },
  { to: '/stats', key: 'stats', emoji: '📊' },
] as const;

/** Quick Links: leagues, contact, about, achievements and the advanced stats. */
export function QuickLinksSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('links.title')}>
      <div>
        {QUICK_LINKS.map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={t(`links.${link.key}`)}
            description={t(`links.${link.key}Description`)}
            leftSection={<span aria-hidden>{link.emoji}</span>}
          />
        ))}
      </div>
    </SettingsCard>
  );
}

/** App Information: the about link and the version. */
export function AppInfoSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('appInfo.title')}>
      <NavLink component={Link} to="/about" label={t('appInfo.about', { name: APP_NAME })} />
      <Group justify="space-between" px="sm">
        <Text size="sm">{t('appInfo.version')}</Text>
        <Text size="sm" fw={600} data-testid="app-version">
          {APP_VERSION}
        </Text>
      </Group>
    </SettingsCard>
  );
}
