import type { AchievementDefinition } from '../../../shared/achievements';
import { APP_NAME } from '../../../shared/constants';

export interface ShareLink {
  /** Sent to the share call, kept for statistics. */
  platform: string;
  label: string;
  href: string;
}

/** What a shared achievement says, with a link to the game. */
export function shareText(achievement: AchievementDefinition, url: string): string {
  return `I unlocked "${achievement.title}" ${achievement.iconEmoji} on ${APP_NAME}: ${achievement.description}. Join me: ${url}`;
}

/** The social networks' own share pages, filled in with the achievement. */
export function shareLinks(achievement: AchievementDefinition, url: string): ShareLink[] {
  const text = encodeURIComponent(shareText(achievement, url));
  const link = encodeURIComponent(url);
  return [
    { platform: 'twitter', label: 'Share on X', href: `https://twitter.com/intent/tweet?text=${text}` },
    {
      platform: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${link}&quote=${text}`,
    },
    { platform: 'whatsapp', label: 'Share on WhatsApp', href: `https://wa.me/?text=${text}` },
    {
      platform: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
    },
  ];
}
