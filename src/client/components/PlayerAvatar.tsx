import { Avatar, type MantineSize } from '@mantine/core';
import { avatarLook } from '../lib/avatars';

/**
 * A player's avatar from their avatarKey: the key's picture on its gradient; an unknown key shows its
 * first letter on the default gradient. `name` is read by screen readers; '' marks it decorative (the
 * name is already written beside it).
 */
export function PlayerAvatar({
  avatarKey,
  name,
  size = 'md',
}: {
  avatarKey: string | null | undefined;
  name: string;
  size?: MantineSize | number;
}) {
  const look = avatarLook(avatarKey);
  return (
    <Avatar
      size={size}
      radius="xl"
      variant="gradient"
      gradient={{ from: look.from, to: look.to, deg: 135 }}
      {...(name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      color="white"
      data-avatar={avatarKey ?? ''}
    >
      <span aria-hidden>{look.glyph}</span>
    </Avatar>
  );
}
