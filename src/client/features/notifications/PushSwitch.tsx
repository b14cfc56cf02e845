import { Button, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { PUSH_TEXT } from './push-device';
import { usePushToggle } from './use-push-toggle';

/** The settings screen's push switch, with what went wrong under it, and "Send a test notification". */
export function PushSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const toggle = usePushToggle(onChange);
  const sendTest = trpc.notifications.sendTest.useMutation();
  const [testResult, setTestResult] = useState<string | null>(null);
  return (
    <Stack gap={6}>
      <Switch
        label="Push notifications"
        description="On this device: results of your picks, achievements, and a reminder before your picks lock"
        checked={checked}
        disabled={toggle.busy}
        onChange={(event) => void toggle.turn(event.currentTarget.checked)}
      />
      {toggle.problem && (
        <Text size="sm" c="red" role="alert" data-testid="push-problem">
          {toggle.problem}
        </Text>
      )}
      {toggle.notice && (
        <Text size="sm" c="dimmed" role="status">
          {toggle.notice}
        </Text>
      )}
      <div>
        <Button
          variant="light"
          size="xs"
          loading={sendTest.isPending}
          onClick={async () => {
            try {
              const { sent } = await sendTest.mutateAsync();
              setTestResult(sent === 0 ? PUSH_TEXT.noDevice : PUSH_TEXT.testSent(sent));
            } catch (error) {
              // A refusal (the budget of test pushes, say) in the server's own words.
              setTestResult(error instanceof Error ? error.message : String(error));
            }
          }}
        >
          Send a test notification
        </Button>
        {testResult && (
          <Text size="sm" c="dimmed" role="status" mt={4}>
            {testResult}
          </Text>
        )}
      </div>
    </Stack>
  );
}
