import { NavLink } from 'react-router';
import classes from './BottomNav.module.css';
import { HistoryIcon, HomeIcon, MoreIcon, TrophyIcon } from './icons';

const ITEMS = [
  { to: '/', label: 'Home', Icon: HomeIcon },
  { to: '/picks', label: 'History', Icon: HistoryIcon },
  { to: '/leaderboard', label: 'Leaderboard', Icon: TrophyIcon },
  { to: '/settings', label: 'More', Icon: MoreIcon },
] as const;

/** The bottom navigation: Home, History, Leaderboard, More. Includes the spacer it needs. */
export function BottomNav() {
  return (
    <>
      <div className={classes.spacer} />
      <nav className={classes.nav} aria-label="Main">
        <ul className={classes.list}>
          {ITEMS.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink to={to} end className={classes.link}>
                <Icon size={22} />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
