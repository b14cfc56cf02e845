import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/errors';

/**
 * One way into the account in Settings (a linked provider, a passkey): what it is, its remove button (named for
 * assistive technology after what it removes), and the server's refusal under it when the removal failed.
 */
export function WayInRow(props: {
  testId: string;
  children: ReactNode;
  removeText: string;
  removeLabel: string;
  removing: { isPending: boolean; error: unknown };
  onRemove: () => void;
  failedText: string;
}) {
  return (
    <Stack gap={4} data-testid={props.testId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>{props.children}</div>
        <Button
          size="xs"
          variant="default"
          loading={props.removing.isPending}
          aria-label={props.removeLabel}
          onClick={props.onRemove}
        >
          {props.removeText}
        </Button>
      </Group>
      {props.removing.error ? (
        <Text size="sm" c="var(--pk-danger-text)" role="alert">
          {errorMessage(props.removing.error, props.failedText)}
        </Text>
      ) : null}
    </Stack>
  );
}
