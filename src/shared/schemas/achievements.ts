import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_TYPES } from '../achievements';

export const achievementTypeSchema = z.enum(ACHIEVEMENT_TYPES, { error: 'Unknown achievement' });

export const catalogueEntrySchema = z.object({
  id: achievementTypeSchema,
  type: achievementTypeSchema,
  title: z.string(),
  description: z.string(),
  iconEmoji: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  threshold: z.string(),
  resetsMonthly: z.boolean(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** One unlock of the signed-in player (GET /api/achievements): the catalogue entry plus when and for which month. */
export const unlockedAchievementSchema = catalogueEntrySchema.omit({ id: true }).extend({
  /** The unlock's own id (a monthly achievement has one per month). */
  id: z.number().int(),
  userId: z.number().int(),
  unlockedAt: z.string(),
  /** '' for once-only achievements, 'YYYY-MM' (New York) for the monthly ones. */
  period: z.string(),
});
export type UnlockedAchievement = z.infer<typeof unlockedAchievementSchema>;

/** A fresh unlock, as awarding returns it (and a live push will carry it). */
export const newUnlockSchema = z.object({
  userId: z.number().int(),
  type: achievementTypeSchema,
  period: z.string(),
  unlockedAt: z.string(),
});
export type NewUnlock = z.infer<typeof newUnlockSchema>;

export const shareAchievementInput = z.object({
  type: achievementTypeSchema,
  // Where it went (twitter, facebook, copy, ...): a short word the client chooses, kept for statistics.
  platform: z
    .string({ error: 'Platform must be text' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,30}$/, 'Platform must be a short name such as twitter or copy')
    .nullish(),
});
export type ShareAchievementInput = z.infer<typeof shareAchievementInput>;

export const shareResultSchema = z.object({
  /** Achievements the share itself unlocked (social_butterfly). */
  unlocked: z.array(newUnlockSchema),
});
