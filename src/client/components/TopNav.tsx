import { VisuallyHidden } from '@mantine/core';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NavBadgesContext } from './nav-badges';
import { TOP_NAV_ITEMS } from './nav-items';
import classes from './TopNav.module.css';

/**
 * The main navigation in the header of wide screens (the bottom bar's links and Leagues). `badges` puts a count
 * beside a link (unread league chat on Leagues).
 */
export function TopNav() {
  const { t } = useTranslation('nav');
  const badges = useContext(NavBadgesContext);
  return (
    <nav className={classes.nav} aria-label={t('main')} data-testid="top-nav">
      <ul className={classes.list}>
        {TOP_NAV_ITEMS.map(({ to, labelKey, Icon }) => (
          <li key={to}>
            <NavLink to={to} end={to !== '/leagues'} className={classes.link}>
              <Icon size={18} />
              {t(labelKey)}
              {/* "More" alone does not say where it goes (Lighthouse's link text); the spec's word stays what is seen. */}
              {labelKey === 'more' ? <VisuallyHidden component="span">{t('moreHint')}</VisuallyHidden> : null}
              {badges[to] ? (
                <span className={classes.badge} data-testid={`nav-badge-${labelKey}`}>
                  <span aria-hidden>{badges[to]! > 99 ? '99+' : badges[to]}</span>
                  <VisuallyHidden component="span">{t('unread', { count: badges[to] })}</VisuallyHidden>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
