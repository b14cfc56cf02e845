import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

/** The id every screen's `<main>` carries: where "Skip to main content" goes. */
export const MAIN_ID = 'main-content';

/**
 * "Skip to main content" (WCAG 2.4.1 Bypass Blocks): the first stop of the keyboard on every screen, out of sight
 * until it has the focus. It moves the focus itself rather than following `#main-content`, so the router never
 * sees a change of address and the screen reader starts reading at the screen's content.
 */
export function SkipLink() {
  const { t } = useTranslation('nav');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID) ?? document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    // Focusable by script only: the main is no stop of its own when tabbing.
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className={classes.link} onClick={skip}>
      {t('skipToMain')}
    </a>
  );
}
