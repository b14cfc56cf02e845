import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The sizes of an achievement's face: a badge of the grid, or the share dialog's large one. */
const SIZES = {
  badge: { icon: '2rem', lh: 1.2, titleSize: 'sm', descriptionSize: 'xs' },
  dialog: { icon: '3rem', lh: 1, titleSize: 'lg', descriptionSize: 'sm' },
} as const;

/** An achievement's icon (or what stands for it), title and description, one under the other. */
export function AchievementFace({
  icon,
  iconClassName,
  title,
  description,
  size,
}: {
  icon: ReactNode;
  iconClassName?: string | undefined;
  title: string;
  description: string;
  size: keyof typeof SIZES;
}) {
  const s = SIZES[size];
  return (
    <>
      <Text size={s.icon} lh={s.lh} aria-hidden className={iconClassName}>
        {icon}
      </Text>
      <Text fw={700} size={s.titleSize}>
        {title}
      </Text>
      <Text size={s.descriptionSize} c="dimmed">
        {description}
      </Text>
    </>
  );
}
