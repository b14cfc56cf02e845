import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';

/**
 * player.md advertises these four. "Prize eligibility" stays in its words, with a line beside it: the monthly prize
 * is open to every player today (the landing says free to play), so the perk is not read as a paywall.
 */
const PERKS: { perk: string; note?: string }[] = [
  { perk: 'Unlimited daily picks' },
  { perk: 'Advanced stats' },
  {
    perk: 'Prize eligibility',
    note: 'Every player, free or premium, competes for the monthly prize today: the game stays free to play.',
  },
  { perk: 'Private leagues' },
];

/** Upgrade to Premium: what premium brings; Start Free Trial leads to /subscribe. */
export function UpgradeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Upgrade to Premium"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm" mb="sm">
        Go beyond the free daily picks:
      </Text>
      <List spacing={4} size="sm" mb="lg">
        {PERKS.map(({ perk, note }) => (
          <List.Item key={perk}>
            {perk}
            {note ? (
              <Text size="xs" c="dimmed" data-testid="prize-perk-note">
                {note}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Maybe Later
        </Button>
        <Button
          color="yellow.8"
          onClick={() => {
            onClose();
            navigate('/subscribe');
          }}
        >
          Start Free Trial
        </Button>
      </Group>
    </Modal>
  );
}
