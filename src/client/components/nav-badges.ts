import { createContext } from 'react';

/** Counts beside navigation links, by path ('/leagues': unread league chat); the app provides them. */
export const NavBadgesContext = createContext<Readonly<Record<string, number>>>({});
