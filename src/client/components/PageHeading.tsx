import { Text, Title } from '@mantine/core';

/** A player screen's heading: its one h1 and the dimmed line under it that says what the screen is for. */
export function PageHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{subtitle}</Text>
    </div>
  );
}
