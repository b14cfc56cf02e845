import { z } from 'zod';

/**
 * What a page of a paged list says besides its rows: every row the search and filters select, over all pages
 * (`total`), which page this is and how many rows a page holds.
 */
export const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};
