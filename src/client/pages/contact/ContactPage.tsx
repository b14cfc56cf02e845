import { Anchor, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { SUPPORT_EMAIL } from '../../lib/contact';

/** What players write about (pages catalogue, `contact.topics`). */
const INQUIRY_TYPES = ['account', 'picks', 'boards', 'bugs', 'feedback', 'press'] as const;

/** /contact: how to reach support, how fast they answer, and what to write about. */
export default function ContactPage() {
  const { t } = useTranslation('pages', { keyPrefix: 'contact' });
  const { user } = useCurrentUser();
  const topicsId = useId();
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('emailTitle')}
            </Title>
            <Text>
              {t('writeTo')}
              <Anchor href={`mailto:${SUPPORT_EMAIL}`} underline="always">
                {SUPPORT_EMAIL}
              </Anchor>
            </Text>
            <Text size="sm" c="dimmed">
              {t('responseTime')}
            </Text>
          </Stack>
        </Paper>
        <Stack gap="xs" component="section" aria-labelledby={topicsId}>
          <Title order={2} size="h4" id={topicsId}>
            {t('topicsTitle')}
          </Title>
          <List spacing={4}>
            {INQUIRY_TYPES.map((type) => (
              <List.Item key={type}>{t(`topics.${type}`)}</List.Item>
            ))}
          </List>
        </Stack>
        <div>
          <Button component={Link} to="/" variant="light">
            {user ? t('home') : t('backToSite')}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
