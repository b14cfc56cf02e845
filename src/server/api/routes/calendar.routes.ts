import { tagged } from '../rest-table';

/** The player's private calendar feed (iCalendar at /calendar/{token}.ics, outside /api). */
export const calendarRoutes = tagged('Calendar', [
  {
    method: 'GET',
    url: '/calendar',
    procedure: 'calendar.feed',
    summary: 'Whether your calendar feed is on, and the leagues it lists',
    description: 'The private address is shown only when it is made (POST /api/calendar).',
  },
  {
    method: 'POST',
    url: '/calendar',
    procedure: 'calendar.newAddress',
    summary:
      'Turn the calendar feed on with a new private address, or make a new one (the old one stops working)',
    description:
      "Answers httpsUrl and webcalUrl once: only the token's hash is kept. The feed is RFC 5545 iCalendar.",
  },
  {
    method: 'PUT',
    url: '/calendar/sports',
    procedure: 'calendar.setSports',
    summary: 'The leagues the feed lists ({ sports: [...] }, or null for every league)',
  },
  {
    method: 'DELETE',
    url: '/calendar',
    procedure: 'calendar.turnOff',
    summary: 'Turn the calendar feed off: its address stops working',
  },
]);
