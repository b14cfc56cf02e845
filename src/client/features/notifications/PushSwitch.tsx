import { Button, Stack, Switch, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../lib/trpc';
import { PUSH_TEXT } from './push-device';
import { usePushToggle } from './use-push-toggle';

/** The settings screen's push switch, with what went wrong under it, and "Send a test notification". */
export function PushSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('settings');
  // The switch shows the answer at once; once the server's value moves, it shows that again.
  const [shown, setShown] = useState<{ over: boolean; value: boolean } | null>(null);
  const toggle = usePushToggle((value) => {
    setShown({ over: checked, value });
    onChange(value);
  });
  const on = shown && shown.over === checked ? shown.value : checked;
  const sendTest = trpc.notifications.sendTest.useMutation();
  const [testResult, setTestResult] = useState<string | null>(null);
  const testHintId = useId();
  return (
    <Stack gap={6}>
      <Switch
        label={t('push.label')}
        description={t('push.description')}
        checked={on}
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
          // Nothing to test until this device gets push: the server would answer "no device".
          disabled={!on}
          aria-describedby={on ? undefined : testHintId}
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
          {t('push.sendTest')}
        </Button>
        {!on && (
          <Text size="xs" c="dimmed" mt={4} id={testHintId}>
            {PUSH_TEXT.testNeedsPush}
          </Text>
        )}
        {testResult && (
          <Text size="sm" c="dimmed" role="status" mt={4}>
            {testResult}
          </Text>
        )}
      </div>
    </Stack>
  );
}
