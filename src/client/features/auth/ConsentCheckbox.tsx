import { Anchor, Checkbox } from '@mantine/core';
import { Link } from 'react-router';

/** "I accept the terms and the privacy notice", each text a link (opened in a new tab, the form stays). */
export function ConsentCheckbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  return (
    <Checkbox
      checked={props.checked}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      error={props.error}
      label={
        <>
          I accept the{' '}
          <Anchor component={Link} to="/terms" target="_blank" inherit>
            terms
          </Anchor>{' '}
          and the{' '}
          <Anchor component={Link} to="/privacy" target="_blank" inherit>
            privacy notice
          </Anchor>
        </>
      }
    />
  );
}
