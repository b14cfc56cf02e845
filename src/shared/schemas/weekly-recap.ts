import { z } from 'zod';

/** The weekly recap's setting: on unless the player turns it off. */
export const weeklyRecapSettingSchema = z.object({
  weeklyRecap: z.boolean({ error: 'weeklyRecap must be true or false' }),
});
