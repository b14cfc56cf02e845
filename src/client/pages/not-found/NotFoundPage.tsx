import { Container, Stack, Text, Title } from '@mantine/core';

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
      </Stack>
    </Container>
  );
}
