import { Button, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import type { AchievementDefinition } from '../../../shared/achievements';
import { shareLinks, shareText } from './share-links';
import { useShareAchievement } from './use-share-achievement';

interface ShareAchievementDialogProps {
  /** The unlocked achievement to share; null keeps the dialog closed. */
  achievement: AchievementDefinition | null;
  onClose: () => void;
}

/** Share an unlocked achievement on a social network or copy its text to the clipboard. */
export function ShareAchievementDialog({ achievement, onClose }: ShareAchievementDialogProps) {
  return (
    <Modal
      opened={achievement !== null}
      onClose={onClose}
      title="Share Achievement"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {achievement && <ShareBody achievement={achievement} />}
    </Modal>
  );
}

function ShareBody({ achievement }: { achievement: AchievementDefinition }) {
  const share = useShareAchievement();
  const url = window.location.origin;
  const text = shareText(achievement, url);
  return (
    <Stack gap="md">
      <Stack gap={4} align="center" ta="center">
        <Text size="3rem" lh={1} aria-hidden>
          {achievement.iconEmoji}
        </Text>
        <Text fw={700} size="lg">
          {achievement.title}
        </Text>
        <Text size="sm" c="dimmed">
          {achievement.description}
        </Text>
      </Stack>
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
      <Textarea label="Share text" value={text} readOnly autosize minRows={2} />
      <Button onClick={() => void share.copy(achievement.type, text)}>Copy to Clipboard</Button>
    </Stack>
  );
}
