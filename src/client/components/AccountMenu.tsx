import { useClickOutside } from '@mantine/hooks';
import { Fragment, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOGOUT_URL, useLogout } from '../lib/logout';
import classes from './AccountMenu.module.css';
import { PlayerAvatar } from './PlayerAvatar';

interface MenuEntry {
  label: string;
  to: string;
  danger?: boolean;
}

/**
 * The avatar's menu: Settings, Contact Us, Admin Dashboard (admins only) and Log Out. A small menu
 * button of its own (WAI-ARIA menu pattern: arrows, Home/End, Escape, Tab) rather than Mantine's Menu,
 * whose positioning library would add about 20 KB gzipped to every first load.
 */
export function AccountMenu({ user }: { user: { username: string; avatarKey: string; isAdmin: boolean } }) {
  const { t } = useTranslation('nav');
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLAnchorElement | null)[]>([]);
  const root = useClickOutside<HTMLDivElement>(() => setOpen(false));

  const entries: MenuEntry[] = [
    { label: t('settings'), to: '/settings' },
    { label: t('contactUs'), to: '/contact' },
    ...(user.isAdmin ? [{ label: t('adminDashboard'), to: '/admin' }] : []),
    { label: t('logOut'), to: LOGOUT_URL, danger: true },
  ];

  const focusItem = (index: number) => {
    const count = entries.length;
    items.current[((index % count) + count) % count]?.focus();
  };
  const openAt = (index: number) => {
    setOpen(true);
    // The list renders on this state change; focus it right after.
    requestAnimationFrame(() => focusItem(index));
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(entries.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const current = items.current.indexOf(document.activeElement as HTMLAnchorElement);
    const target =
      event.key === 'ArrowDown'
        ? current + 1
        : event.key === 'ArrowUp'
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? entries.length - 1
              : null;
    if (target !== null) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={classes.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={`mantine-focus-never ${classes.trigger}`}
        style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
        aria-label={t('accountMenu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onTriggerKey}
      >
        <PlayerAvatar avatarKey={user.avatarKey} name="" size={38} />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('account')}
          className={classes.menu}
          onKeyDown={onMenuKey}
          tabIndex={-1}
        >
          <div className={classes.label} aria-hidden>
            {user.username}
          </div>
          {entries.map((entry, index) => (
            <Fragment key={entry.label}>
              {entry.danger ? <hr className={classes.divider} /> : null}
              <Link
                ref={(el) => {
                  items.current[index] = el;
                }}
                role="menuitem"
                tabIndex={-1}
                to={entry.to}
                reloadDocument={entry.to === LOGOUT_URL}
                className={`${classes.item} ${entry.danger ? classes.danger : ''}`}
                onClick={(event) => {
                  setOpen(false);
                  if (entry.to === LOGOUT_URL) {
                    // The cache goes first, then the full-page navigation ends the session.
                    event.preventDefault();
                    logout();
                  }
                }}
              >
                {entry.label}
              </Link>
            </Fragment>
          ))}
        </div>
      ) : null}
    </div>
  );
}
