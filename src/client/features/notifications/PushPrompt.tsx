import { Button, Text } from '@mantine/core';
import { useMutationState } from '@tanstack/react-query';
import { getMutationKey } from '@trpc/react-query';
import { useEffect, useRef, useState } from 'react';
import { CornerPrompt } from '../../components/CornerPrompt';
import { trpc } from '../../lib/trpc';
import classes from './PushPrompt.module.css';
import { PROMPT_TEXT } from './prompt-text';
import { usePushToggle } from './use-push-toggle';

/** Whether this page made a pick (a new one, not a change) that the server accepted. */
function usePickMade(): boolean {
  const made = useMutationState({
    filters: { mutationKey: getMutationKey(trpc.picks.create), status: 'success' },
    select: () => true,
  });
  return made.length > 0;
}

/**
 * The once-only invitation to turn push on, after a pick: shown when the server says the player has push off
 * and was never asked. It is recorded as answered the moment it appears (docs/rules.md, Notifications), so a
 * player sees it once, whichever device or reload comes next; Turn on is the settings switch's own flow.
 */
export function PushPrompt() {
  const picked = usePickMade();
  const utils = trpc.useUtils();
  const prompt = trpc.notifications.prompt.useQuery(undefined, {
    enabled: picked,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const answered = trpc.notifications.dismissPrompt.useMutation();
  const [open, setOpen] = useState(false);
  const toggle = usePushToggle((on) => {
    if (on) setOpen(false);
  });

  const show = prompt.data?.show === true;
  const record = answered.mutate;
  useEffect(() => {
    if (!show) return;
    setOpen(true);
    record(undefined, { onSuccess: (next) => utils.notifications.prompt.setData(undefined, next) });
  }, [show, record, utils]);

  // Keyboard focus moving down the page stops above the prompt, never under it (WCAG 2.4.11): the page's scroll
  // padding (PushPrompt.module.css) is the room the prompt takes at the bottom of the screen, measured.
  const paper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = paper.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const room = Math.max(0, window.innerHeight - element.getBoundingClientRect().top);
      root.style.setProperty('--pk-prompt-room', `${Math.ceil(room)}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--pk-prompt-room');
    };
  }, [open]);

  if (!open) return null;
  return (
    <CornerPrompt
      ref={paper}
      side="right"
      className={classes.prompt}
      title={PROMPT_TEXT.title}
      closeLabel="Close"
      testId="push-prompt"
      onClose={() => setOpen(false)}
      actions={
        <>
          <Button variant="subtle" size="xs" onClick={() => setOpen(false)}>
            {PROMPT_TEXT.notNow}
          </Button>
          <Button size="xs" loading={toggle.busy} onClick={() => void toggle.turn(true)}>
            {PROMPT_TEXT.turnOn}
          </Button>
        </>
      }
    >
      <Text size="sm" c="dimmed">
        {PROMPT_TEXT.body}
      </Text>
      {toggle.problem && (
        <Text size="sm" c="red" role="alert" data-testid="push-prompt-problem">
          {toggle.problem}
        </Text>
      )}
    </CornerPrompt>
  );
}
