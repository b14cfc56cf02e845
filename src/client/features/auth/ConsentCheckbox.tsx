import { Anchor, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "I accept the terms and the privacy notice", each text a link (opened in a new tab, the form stays). */
export function ConsentCheckbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <Checkbox
      checked={props.checked}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      error={props.error}
      label={
        // Underlined: in the dark scheme the links' orange is too close to the label's gray to tell them by colour.
        <>
          {t('consent.before')}
          <Anchor component={Link} to="/terms" target="_blank" inherit underline="always">
            {t('consent.terms')}
          </Anchor>
          {t('consent.between')}
          <Anchor component={Link} to="/privacy" target="_blank" inherit underline="always">
            {t('consent.privacy')}
          </Anchor>
        </>
      }
    />
  );
}
