import { Button, Group, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { trpc } from '../../lib/trpc';

/**
 * One text field and its button on one line, as the leagues screen's create and join forms are: `submit` gets the
 * text typed, `error` shows under the field, and the button waits while `pending`.
 */
export function SingleFieldForm(props: {
  label: string;
  submitLabel: string;
  submit: (value: string) => void;
  pending: boolean;
  error: string | undefined;
  maxLength?: number;
  autoComplete?: string;
  needsText?: boolean;
  children?: ReactNode;
}) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        props.submit(value);
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label={props.label}
          value={value}
          maxLength={props.maxLength}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={props.error}
          style={{ flex: 1 }}
          autoComplete={props.autoComplete}
        />
        <Button
          type="submit"
          mt={25}
          loading={props.pending}
          disabled={props.needsText === true && value.trim() === ''}
        >
          {props.submitLabel}
        </Button>
      </Group>
      {props.children}
    </form>
  );
}

/** What a league created or joined does next: my leagues are read again and its page opens. */
export function useOpenLeague() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  return (league: { id: number }) => {
    void utils.leagues.mine.invalidate();
    navigate(`/leagues/${league.id}`);
  };
}
