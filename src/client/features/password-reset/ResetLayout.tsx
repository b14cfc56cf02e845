import { Alert, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** A step of the reset that asks for something: its heading, a line under it, the server's refusal, the fields. */
export function ResetForm({
  title,
  lead,
  failure,
  onSubmit,
  children,
}: {
  title: string;
  lead: string;
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {lead}
          </Text>
        </div>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {children}
      </Stack>
    </form>
  );
}

/** Where a step of the reset ends (mail sent, password changed, link refused): a large sign, a heading, what next. */
export function ResetOutcome({
  icon,
  title,
  children,
}: {
  icon: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" ta="center" align="center">
      <Text size="2.5rem" aria-hidden>
        {icon}
      </Text>
      <Title order={1} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
