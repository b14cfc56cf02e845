import { useEffect } from 'react';
import { isLocale } from '../../shared/i18n/locale';
import { trpc } from '../lib/trpc';
import { setLocale } from './i18n';

/**
 * The signed-in player's language (saved on the account: Settings, or the browser's at sign-up) takes over from
 * the browser's as soon as the account loads, on this device and every other. Signed out, the app keeps the
 * language it shows. Renders nothing; reads the one `auth.me` query every screen shares.
 */
export function AccountLanguage() {
  const language = trpc.auth.me.useQuery().data?.language;
  useEffect(() => {
    if (isLocale(language)) setLocale(language);
  }, [language]);
  return null;
}
