import 'i18next';
import type { english } from './resources';

// Keys are checked by the compiler against the English catalogues: a key that does not exist fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof english;
    returnNull: false;
  }
}
