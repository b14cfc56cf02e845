import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * player.md advertises these four (premium catalogue, `perks`). "Prize eligibility" stays in its words, with a line
 * beside it: the monthly prize is open to every player today (the landing says free to play), so the perk is not
 * read as a paywall.
 */
export const PREMIUM_PERKS = ['unlimited', 'stats', 'prizes', 'leagues'] as const;

/** Upgrade to Premium: what premium brings; Start Free Trial leads to /subscribe. */
export function UpgradeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('premium');
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('upgrade.title')}
      closeButtonProps={{ 'aria-label': t('upgrade.close') }}
    >
      <Text size="sm" mb="sm">
        {t('upgrade.intro')}
      </Text>
      <List spacing={4} size="sm" mb="lg">
        {PREMIUM_PERKS.map((perk) => (
          <List.Item key={perk}>
            {t(`perks.${perk}`)}
            {perk === 'prizes' ? (
              <Text size="xs" c="dimmed" data-testid="prize-perk-note">
                {t('perks.prizeNote')}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('upgrade.later')}
        </Button>
        <Button
          color="yellow.8"
          onClick={() => {
            onClose();
            navigate('/subscribe');
          }}
        >
          {t('upgrade.trial')}
        </Button>
      </Group>
    </Modal>
  );
}
