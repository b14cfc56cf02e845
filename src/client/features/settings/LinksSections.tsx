import { Group, NavLink, Text } from '@mantine/core';
import { Link } from 'react-router';
import { APP_VERSION } from '../../../shared/constants';
import { SettingsCard } from './SettingsCard';

const QUICK_LINKS = [
  {
    to: '/leagues',
    label: 'Leagues',
    description: 'Play with friends: boards, picks and chat',
    emoji: '👥',
  },
  { to: '/contact', label: 'Contact Us', description: 'Questions, feedback or help', emoji: '✉️' },
  { to: '/about', label: 'About Us', description: 'Our story and mission', emoji: 'ℹ️' },
  { to: '/achievements', label: 'Achievements', description: 'Your badges and progress', emoji: '🏆' },
  {
    to: '/stats',
    label: 'Advanced Stats',
    description: 'Accuracy by league and weekday, and more',
    emoji: '📊',
  },
];

/** Quick Links: leagues, contact, about, achievements and the advanced stats. */
export function QuickLinksSection() {
  return (
    <SettingsCard title="Quick Links">
      <div>
        {QUICK_LINKS.map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            description={link.description}
            leftSection={<span aria-hidden>{link.emoji}</span>}
          />
        ))}
      </div>
    </SettingsCard>
  );
}

/** App Information: the about link and the version. */
export function AppInfoSection() {
  return (
    <SettingsCard title="App Information">
      <NavLink component={Link} to="/about" label="About Streak Pick'em" />
      <Group justify="space-between" px="sm">
        <Text size="sm">Version</Text>
        <Text size="sm" fw={600} data-testid="app-version">
          {APP_VERSION}
        </Text>
      </Group>
    </SettingsCard>
  );
}
