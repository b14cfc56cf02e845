import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';

const PERKS = ['Unlimited daily picks', 'Advanced stats', 'Prize eligibility', 'Private leagues'];

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
        {PERKS.map((perk) => (
          <List.Item key={perk}>{perk}</List.Item>
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
