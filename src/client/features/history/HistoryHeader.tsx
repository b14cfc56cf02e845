import { Group, Stack, Text, Title } from '@mantine/core';

/** 'Pick History' with the record (wins/decided) and accuracy at the right. */
export function HistoryHeader({
  wins,
  decided,
  accuracy,
}: {
  wins: number;
  decided: number;
  accuracy: number;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <div>
        <Title order={1} size="h2">
          Pick History
        </Title>
        <Text c="dimmed">Your complete prediction record</Text>
      </div>
      <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={700} size="lg" data-testid="history-record">
          {wins}/{decided}
        </Text>
        <Text size="sm" c="dimmed" data-testid="history-accuracy">
          {accuracy}% accuracy
        </Text>
      </Stack>
    </Group>
  );
}
