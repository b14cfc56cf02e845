import type { AchievementType } from '../../shared/achievements';
import { ES_ACHIEVEMENTS } from '../../shared/i18n/es/achievements';
import { currentLocale } from './i18n';

/**
 * An achievement's title and description in the app's language: the English of src/shared/achievements.ts (or of
 * the server's answer), or the Spanish the pushes and e-mails use (src/shared/i18n/es/achievements.ts).
 */
export function inAppLanguage<A extends { type: AchievementType; title: string; description?: string }>(
  achievement: A,
): A {
  if (currentLocale() !== 'es') return achievement;
  const words = ES_ACHIEVEMENTS[achievement.type];
  return words ? { ...achievement, title: words.title, description: words.description } : achievement;
}
