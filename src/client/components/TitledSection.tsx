import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A section of a page of text (about, terms, privacy): its heading names it for assistive technology. */
export function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
