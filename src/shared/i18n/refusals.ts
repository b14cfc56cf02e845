import { ES_REFUSALS } from './es/refusals';
import { createMessageCatalogue } from './message-catalogue';

/** The server's refusals in every language the product speaks (English is the key itself; ADR 0047). */
export const refusalCatalogue = createMessageCatalogue({ es: ES_REFUSALS });
