import { Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A bordered section of the league screens, named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
