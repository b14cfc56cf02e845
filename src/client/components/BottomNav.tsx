import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './BottomNav.module.css';
import { NAV_ITEMS } from './nav-items';

/**
 * The bottom navigation of phones and tablets: Home, History, Leaderboard, More. Includes the spacer it
 * needs. Wide screens hide it and show the same links in the header (TopNav).
 */
export function BottomNav() {
  const { t } = useTranslation('nav');
  return (
    <div className={classes.phoneOnly}>
      <div className={classes.spacer} />
      <nav className={classes.nav} aria-label={t('main')} data-testid="bottom-nav">
        <ul className={classes.list}>
          {NAV_ITEMS.map(({ to, labelKey, Icon }) => (
            <li key={to}>
              <NavLink to={to} end className={classes.link}>
                <Icon size={22} />
                {t(labelKey)}
                {/* "More" alone does not say where it goes (Lighthouse's link text); the spec's word stays what is seen. */}
                {labelKey === 'more' ? (
                  <VisuallyHidden component="span">{t('moreHint')}</VisuallyHidden>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
