import { Anchor, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { SUPPORT_EMAIL } from '../../lib/contact';

const INQUIRY_TYPES = [
  'Account and sign-in help',
  'Picks, results and streak questions',
  'Leaderboards and monthly prizes',
  'Bug reports and technical issues',
  'Feedback and feature ideas',
  'Partnerships and press',
];

/** /contact: how to reach support, how fast they answer, and what to write about. */
export default function ContactPage() {
  const { user } = useCurrentUser();
  const topicsId = useId();
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Contact Us
        </Title>
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Email Support
            </Title>
            <Text>
              Write to{' '}
              <Anchor href={`mailto:${SUPPORT_EMAIL}`} underline="always">
                {SUPPORT_EMAIL}
              </Anchor>
            </Text>
            <Text size="sm" c="dimmed">
              We aim to respond within about 24 hours on business days.
            </Text>
          </Stack>
        </Paper>
        <Stack gap="xs" component="section" aria-labelledby={topicsId}>
          <Title order={2} size="h4" id={topicsId}>
            What we can help with
          </Title>
          <List spacing={4}>
            {INQUIRY_TYPES.map((type) => (
              <List.Item key={type}>{type}</List.Item>
            ))}
          </List>
        </Stack>
        <div>
          <Button component={Link} to="/" variant="light">
            {user ? 'Home' : 'Back to Site'}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
