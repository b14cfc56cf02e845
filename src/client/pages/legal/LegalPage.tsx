import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A short legal text: its title, version and sections. */
export function LegalPage({
  title,
  version,
  children,
}: {
  title: string;
  version: string;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            Version {version}
          </Text>
        </div>
        {children}
        <div>
          <Button component={Link} to="/about" variant="light">
            Back to About
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
