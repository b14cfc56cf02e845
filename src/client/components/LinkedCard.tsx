import { Anchor, Group, Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

/**
 * A home-page card: a bordered section named by its heading, with a link to the screen that shows all of it
 * ("View all" to /leagues, /achievements, /leaderboard). `headingId` is given when a test or a list needs it.
 */
export function LinkedCard(props: {
  title: string;
  to: string;
  linkLabel: string;
  headingId?: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const headingId = props.headingId ?? ownId;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {props.title}
        </Title>
        <Anchor component={Link} to={props.to} size="sm">
          {props.linkLabel}
        </Anchor>
      </Group>
      {props.children}
    </Paper>
  );
}
