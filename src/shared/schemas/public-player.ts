import { z } from 'zod';

/**
 * A player as other players see them anywhere (a board row, a chat author, a league member, a profile): the name
 * fields and the avatar, never the e-mail.
 */
export const publicPlayerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarKey: z.string(),
});
export type PublicPlayer = z.infer<typeof publicPlayerSchema>;
