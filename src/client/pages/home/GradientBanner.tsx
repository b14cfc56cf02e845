import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A home-page banner in white on a warm gradient (this month's prize, a winner's celebration): a region named by
 * `label`, so a screen reader can jump to it.
 */
export function GradientBanner(props: {
  label: string;
  testId: string;
  from: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-label={props.label}
      radius="md"
      p="md"
      data-testid={props.testId}
      style={{ background: `linear-gradient(120deg, ${props.from}, ${props.to})`, color: '#fff' }}
    >
      {props.children}
    </Paper>
  );
}
