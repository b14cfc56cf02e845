import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './WinRateHint.module.css';

/**
 * A "?" beside a win rate that says how it is worked out: on hover, on focus, or on a tap (phones have
 * no hover). Its own few lines rather than Mantine's Tooltip, which would bring floating-ui into the
 * first load.
 */
export function WinRateHint() {
  const { t } = useTranslation();
  const tipId = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className={classes.hint} data-open={open || undefined}>
      <button
        type="button"
        className={classes.button}
        aria-label={t('record.winRateHint')}
        aria-describedby={tipId}
        aria-expanded={open}
        onClick={(event) => {
          // Inside a clickable row (a board), the tap is for the hint, not the row.
          event.stopPropagation();
          setOpen((o) => !o);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        data-testid="win-rate-hint"
      >
        ?
      </button>
      <span role="tooltip" id={tipId} className={classes.tip}>
        {t('record.winRateExplained')}
      </span>
    </span>
  );
}
