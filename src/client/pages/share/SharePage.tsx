import { Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';

/**
 * /share/streak/:token and /share/achievement/:type/:token: what a shared link shows a person who opens it (a
 * messenger shows the same card from the page's tags): the card, and the way into the game.
 */
export default function SharePage() {
  const { type, token } = useParams();
  const image = type ? `/og/achievement/${type}/${token}.png` : `/og/streak/${token}.png`;
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {type ? 'An achievement on Streak Pick’em' : 'A streak on Streak Pick’em'}
        </Title>
        <Image
          src={image}
          alt={type ? 'The shared achievement' : 'The shared streak'}
          radius="md"
          fallbackSrc="/favicon.svg"
        />
        <Text>
          Pick the winners of real games, build your streak, and play with your friends in leagues. It's free.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/">
            Play free
          </Button>
          <Button component={Link} to="/about" variant="default">
            Learn more
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
