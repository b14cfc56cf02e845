import { Badge, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';

const PREMIUM_FEATURES = ['Unlimited daily picks', 'Advanced stats', 'Prize eligibility', 'Private leagues'];

/** /subscribe: premium is not on sale yet; free daily picks are. */
export default function SubscribePage() {
  const navigate = useNavigate();
  // Back where the player came from; a page opened directly has nowhere to go back to but home.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <Container size="sm" py="xl">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" align="center" ta="center">
          <Text size="3rem" aria-hidden>
            👑
          </Text>
          <Badge color="yellow" variant="filled" size="lg">
            Premium
          </Badge>
          <Title order={1} size="h2">
            Coming Soon
          </Title>
          <Text>
            Premium subscriptions are coming soon. In the meantime, your free daily picks are available now:
            keep building your streak!
          </Text>
          <List spacing={4} ta="left" size="sm" c="dimmed">
            {PREMIUM_FEATURES.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          <Button onClick={goBack} variant="default">
            Go Back
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
