import { Anchor, Button, Container, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endBootScreen } from '../../boot/boot-screen';
import { MAIN_ID } from '../../components/SkipLink';
import { AccountDeletedNotice } from '../../features/auth/AccountDeletedNotice';
import { SUPPORT_EMAIL } from '../../lib/contact';
import classes from './AuthPage.module.css';
import { AuthTabs } from './AuthTabs';
import { LandingPreview } from './LandingPreview';
import { MarketingIntro, MarketingPoints } from './MarketingBlurb';

/**
 * The signed-out landing: what the game is, signing in or creating an account, and a look at the
 * product from live data (today's slate, the prize).
 */
export function AuthPage() {
  // The landing pre-rendered into index.html gives way to this one in the same frame.
  useLayoutEffect(endBootScreen, []);
  const { t } = useTranslation('auth');
  return (
    <Container size="lg" py={{ base: 'lg', md: 48 }} component="main" id={MAIN_ID}>
      <AccountDeletedNotice />
      <div className={classes.layout}>
        <div className={classes.intro}>
          <MarketingIntro />
        </div>
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'lg' }} className={classes.form}>
          <AuthTabs />
        </Paper>
        <Stack gap="lg" className={classes.details}>
          <MarketingPoints />
          <Group gap="sm">
            <Button component={Link} to="/contact" variant="default">
              {t('intro.contactUs')}
            </Button>
            {/* The spec's "Learn More", with words for link lists and search engines saying where it goes. */}
            <Button component={Link} to="/about" variant="light">
              {t('intro.learnMore')}
              <VisuallyHidden>{t('intro.learnMoreHidden')}</VisuallyHidden>
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('intro.questions')}
            <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>
          </Text>
        </Stack>
        <div className={classes.preview}>
          <LandingPreview />
        </div>
      </div>
    </Container>
  );
}
