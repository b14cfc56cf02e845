import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, type Ref, useId } from 'react';
import classes from './CornerPrompt.module.css';

interface CornerPromptProps {
  /** The push prompt takes the right corner, the passkey prompt the left, so the two never cover each other. */
  side: 'left' | 'right';
  title: string;
  /** The close button's name, in the prompt's own language. */
  closeLabel: string;
  testId: string;
  onClose: () => void;
  /** The body text and any problem line, between the title and the buttons. */
  children: ReactNode;
  actions: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A small non-modal invitation in a bottom corner: a title with a close button, a few lines and its buttons. */
export function CornerPrompt({
  side,
  title,
  closeLabel,
  testId,
  onClose,
  children,
  actions,
  className,
  ref,
}: CornerPromptProps) {
  const titleId = useId();
  return (
    <Paper
      ref={ref}
      className={[classes.prompt, classes[side], className].filter(Boolean).join(' ')}
      role="dialog"
      aria-labelledby={titleId}
      data-testid={testId}
      shadow="md"
      radius="md"
      withBorder
      p="md"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600} id={titleId}>
            {title}
          </Text>
          <CloseButton aria-label={closeLabel} onClick={onClose} />
        </Group>
        {children}
        <Group justify="flex-end" gap="xs">
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
