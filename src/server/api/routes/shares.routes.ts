import { tagged } from '../rest-table';

const preview =
  'Its page carries Open Graph and Twitter card tags, and its image (1200x630 PNG, with an ETag) is drawn on the ' +
  'server, so a messenger shows the card when the link is pasted.';

/** Share links with previews: a player's streak, an achievement. */
export const shareRoutes = tagged('Achievements', [
  {
    method: 'GET',
    url: '/shares/streak',
    procedure: 'shares.streak',
    summary: 'The link to share my streak',
    description: preview,
  },
  {
    method: 'GET',
    url: '/shares/achievements/:type',
    procedure: 'shares.achievement',
    summary: 'The link to share one of my unlocked achievements',
    description: `${preview} An achievement not unlocked is 403.`,
    errors: [403],
  },
]);
