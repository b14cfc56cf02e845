import { Badge, type BadgeProps } from '@mantine/core';

/** Marks a premium player wherever their name shows (gold to amber, dark enough for white text). */
export function PremiumBadge(props: Omit<BadgeProps, 'children'>) {
  return (
    <Badge variant="gradient" gradient={{ from: '#a16207', to: '#9a3412' }} size="sm" {...props}>
      Premium
    </Badge>
  );
}
