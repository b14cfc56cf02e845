import { z } from 'zod';
import { LOCALE_MESSAGE, LOCALES } from '../i18n/locale';

// Apart from src/shared/i18n/locale.ts, which the browser's first load reads (the language to start in): a zod
// schema there put zod into that load (ADR 0051).
export const localeSchema = z.enum(LOCALES, { error: LOCALE_MESSAGE });
