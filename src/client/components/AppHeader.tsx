import { Container, Group, Text, UnstyledButton } from '@mantine/core';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_NAME } from '../../shared/constants';
import type { PublicUser } from '../../shared/schemas/auth';
import { AccountMenu } from './AccountMenu';
import classes from './AppHeader.module.css';
import { PremiumBadge } from './PremiumBadge';
import { StreakChip } from './StreakChip';
import { TopNav } from './TopNav';

type HeaderUser = Pick<
  PublicUser,
  'username' | 'avatarKey' | 'subscriptionTier' | 'currentStreak' | 'isAdmin'
>;

/**
 * Keeps `--pk-header-room` on the root at the sticky header's height: the page's scroll-padding-top
 * (AppHeader.module.css) then brings a control reached by Tab or Shift+Tab to rest below the header, never partly
 * under it (WCAG 2.4.11). Measured, since the header is one row on a laptop and two or three on a phone.
 */
function useHeaderRoom(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--pk-header-room', `${Math.ceil(header.offsetHeight)}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(header);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--pk-header-room');
    };
  }, [ref]);
}

/** The signed-in header: logo, tagline, Premium badge, username, streak chip and the avatar menu. */
export function AppHeader({ user }: { user: HeaderUser }) {
  const { t } = useTranslation('nav');
  const ref = useRef<HTMLElement>(null);
  useHeaderRoom(ref);
  return (
    <header className={classes.header} ref={ref}>
      <Container size="lg" py={8}>
        <div className={classes.bar}>
          <UnstyledButton component={Link} to="/" className={classes.brand}>
            <Group gap={8} wrap="nowrap">
              <img src="/favicon.svg" alt="" width={32} height={32} />
              <div style={{ minWidth: 0 }}>
                <Text fw={800} size="lg" lh={1.1} truncate="end">
                  {APP_NAME}
                </Text>
                {/* The tagline may take two lines on a phone rather than lose its end. */}
                <Text size="xs" c="dimmed" lh={1.25} data-testid="tagline">
                  {t('tagline')}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
          <div className={classes.navArea}>
            <TopNav />
          </div>
          <Group gap={6} wrap="nowrap" className={classes.who}>
            <Text fw={600} size="sm" truncate="end" maw={200} data-testid="header-username">
              {user.username}
            </Text>
            {user.subscriptionTier === 'premium' ? <PremiumBadge data-testid="premium-badge" /> : null}
          </Group>
          <Group gap={8} wrap="nowrap" className={classes.account}>
            <StreakChip streak={user.currentStreak} />
            <AccountMenu user={user} />
          </Group>
        </div>
      </Container>
    </header>
  );
}
