import { z } from 'zod';

export const prizeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  month: z.string(),
  year: z.number().int(),
  isActive: z.boolean(),
});
export type Prize = z.infer<typeof prizeSchema>;
