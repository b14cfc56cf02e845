import { Button, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AchievementDefinition } from '../../../shared/achievements';
import { inAppLanguage } from '../../i18n/achievements';
import { trpc } from '../../lib/trpc';
import { AchievementFace } from './AchievementFace';
import { shareLinks, shareText } from './share-links';
import { useShareAchievement } from './use-share-achievement';

interface ShareAchievementDialogProps {
  /** The unlocked achievement to share; null keeps the dialog closed. */
  achievement: AchievementDefinition | null;
  onClose: () => void;
  /** Opened by the unlock itself: a celebration title, and what comes next when more wait. */
  celebrate?: boolean;
  /** Unlocks waiting after this one (celebrations only). */
  more?: number;
}

/** Share an unlocked achievement on a social network or copy its text to the clipboard. */
export function ShareAchievementDialog({
  achievement,
  onClose,
  celebrate = false,
  more = 0,
}: ShareAchievementDialogProps) {
  const { t } = useTranslation('achievements');
  return (
    <Modal
      opened={achievement !== null}
      onClose={onClose}
      title={celebrate ? t('dialog.unlocked') : t('dialog.share')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      data-testid={celebrate ? 'unlock-dialog' : 'share-dialog'}
    >
      {achievement && <ShareBody achievement={inAppLanguage(achievement)} />}
      {celebrate ? (
        <Button variant="subtle" fullWidth mt="sm" onClick={onClose} data-testid="unlock-next">
          {more > 0 ? t('dialog.next', { count: more }) : t('dialog.keepPlaying')}
        </Button>
      ) : null}
    </Modal>
  );
}

function ShareBody({ achievement }: { achievement: AchievementDefinition }) {
  const { t } = useTranslation('achievements');
  const share = useShareAchievement();
  // The achievement's own link: pasted into a messenger, it previews as the badge's card (issue 41).
  const link = trpc.shares.achievement.useQuery({ type: achievement.type }, { retry: false });
  const url = link.data ? `${window.location.origin}${link.data.path}` : window.location.origin;
  const text = shareText(achievement, url);
  // Phones offer their own share sheet: one tap to any app.
  const canShareNatively = typeof navigator.share === 'function';
  return (
    <Stack gap="md">
      <Stack gap={4} align="center" ta="center">
        <AchievementFace
          size="dialog"
          icon={achievement.iconEmoji}
          title={achievement.title}
          description={achievement.description}
        />
      </Stack>
      {canShareNatively ? (
        <Button
          size="md"
          onClick={() => void share.shareNatively(achievement.type, { title: achievement.title, text, url })}
        >
          {t('dialog.shareButton')}
        </Button>
      ) : null}
      {/* One column on phones: two would cut "Share on Facebook" at 360 px. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {shareLinks(achievement, url).map((link) => (
          <Button
            key={link.platform}
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            h="auto"
            mih={36}
            py={6}
            onClick={() => void share.sharedOn(achievement.type, link.platform)}
          >
            {link.label}
          </Button>
        ))}
      </SimpleGrid>
      <Textarea label={t('dialog.shareText')} value={text} readOnly autosize minRows={2} />
      <Button onClick={() => void share.copy(achievement.type, text)}>{t('dialog.copy')}</Button>
    </Stack>
  );
}
