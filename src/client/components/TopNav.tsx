import { NavLink } from 'react-router';
import { NAV_ITEMS } from './nav-items';
import classes from './TopNav.module.css';

/** The main navigation in the header of wide screens (the bottom bar's links). */
export function TopNav() {
  return (
    <nav className={classes.nav} aria-label="Main" data-testid="top-nav">
      <ul className={classes.list}>
        {NAV_ITEMS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} end className={classes.link}>
              <Icon size={18} />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
