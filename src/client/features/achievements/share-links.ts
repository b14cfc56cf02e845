import type { AchievementDefinition } from '../../../shared/achievements';
import { APP_NAME } from '../../../shared/constants';
import { i18n } from '../../i18n/i18n';

export interface ShareLink {
  /** Sent to the share call, kept for statistics. */
  platform: string;
  label: string;
  href: string;
}

/** What a shared achievement says, with a link to the game. */
export function shareText(achievement: AchievementDefinition, url: string): string {
  return i18n.t('achievements:share.text', {
    title: achievement.title,
    emoji: achievement.iconEmoji,
    app: APP_NAME,
    description: achievement.description,
    url,
  });
}

/** The social networks' own share pages, filled in with the achievement. */
export function shareLinks(achievement: AchievementDefinition, url: string): ShareLink[] {
  const text = encodeURIComponent(shareText(achievement, url));
  const link = encodeURIComponent(url);
  return [
    {
      platform: 'twitter',
      label: i18n.t('achievements:share.x'),
      href: `https://twitter.com/intent/tweet?text=${text}`,
    },
    {
      platform: 'facebook',
      label: i18n.t('achievements:share.facebook'),
      href: `https://www.facebook.com/sharer/sharer.php?u=${link}&quote=${text}`,
    },
    {
      platform: 'whatsapp',
      label: i18n.t('achievements:share.whatsapp'),
      href: `https://wa.me/?text=${text}`,
    },
    {
      platform: 'linkedin',
      label: i18n.t('achievements:share.linkedin'),
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
    },
  ];
}
