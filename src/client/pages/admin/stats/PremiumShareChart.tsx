import { Card, Group, Text, Title } from '@mantine/core';

const WIDTH = 300;
const BAR_HEIGHT = 28;

/**
 * Premium against free users as two horizontal bars: a small hand-made SVG, so the admin chunk needs
 * no chart library. The numbers are also written out for screen readers and exact reading.
 */
export function PremiumShareChart({ premium, total }: { premium: number; total: number }) {
  const free = Math.max(0, total - premium);
  const scale = (n: number) => (total > 0 ? (n / total) * WIDTH : 0);
  const rows = [
    { label: 'Premium', value: premium, color: 'var(--mantine-color-yellow-6)' },
    { label: 'Free', value: free, color: 'var(--mantine-color-blue-6)' },
  ];
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        Premium Share
      </Title>
      <svg
        width="100%"
        viewBox={`0 0 ${WIDTH} ${rows.length * (BAR_HEIGHT + 8)}`}
        role="img"
        aria-label={`${premium} premium and ${free} free users`}
      >
        {rows.map((row, i) => (
          <rect
            key={row.label}
            x={0}
            y={i * (BAR_HEIGHT + 8)}
            width={Math.max(2, scale(row.value))}
            height={BAR_HEIGHT}
            rx={4}
            fill={row.color}
          />
        ))}
      </svg>
      <Group gap="lg" mt="xs">
        {rows.map((row) => (
          <Text key={row.label} size="sm">
            {row.label}: {row.value}
          </Text>
        ))}
      </Group>
    </Card>
  );
}
