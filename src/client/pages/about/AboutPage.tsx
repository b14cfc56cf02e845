import { Anchor, Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '../../../shared/constants';
import { TitledSection } from '../../components/TitledSection';

/** /about: why the game exists and what it stands for. */
export default function AboutPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          About {APP_NAME}
        </Title>
        <TitledSection title="Our Story">
          <Text>
            {APP_NAME} was built by a lifelong sports fan who learned the hard way what betting can cost.
            After losing heavily to gambling, he still loved the thrill of calling a game before it happened,
            but not the price that came with it.
          </Text>
          <Text>
            So he built the game he wished he had: all the fun of predicting winners, with nothing at stake
            but bragging rights. No deposits, no odds, no money on the line, ever.
          </Text>
        </TitledSection>
        <TitledSection title="Our Mission">
          <Text>
            To give sports fans a safe, positive alternative to gambling: a place to test their knowledge,
            build win streaks and compete with friends for free.
          </Text>
          <List spacing={4}>
            <List.Item>Free to play, with daily picks for everyone</List.Item>
            <List.Item>Win streaks, achievements and leaderboards instead of wagers</List.Item>
            <List.Item>A monthly prize for the best streaks, never bought with a stake</List.Item>
          </List>
        </TitledSection>
        <div>
          <Button component={Link} to="/" variant="light">
            Back to Home
          </Button>
        </div>
        <Text size="sm" c="dimmed">
          Questions?{' '}
          <Anchor component={Link} to="/contact" underline="always">
            Contact us
          </Anchor>
          . Read our{' '}
          <Anchor component={Link} to="/terms" underline="always">
            terms of use
          </Anchor>{' '}
          and{' '}
          <Anchor component={Link} to="/privacy" underline="always">
            privacy notice
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
