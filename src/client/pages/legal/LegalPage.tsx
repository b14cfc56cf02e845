import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('legal');
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('version', { version })}
          </Text>
        </div>
        {children}
        <div>
          <Button component={Link} to="/about" variant="light">
            {t('backToAbout')}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
