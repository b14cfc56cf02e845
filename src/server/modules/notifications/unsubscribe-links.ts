import type { AppDeps } from '../../deps';
import { unsubscribeToken } from './unsubscribe-token';

/** The address links in e-mails start with: APP_ORIGIN, else this server's own. */
export const mailOrigin = (deps: Pick<AppDeps, 'config'>) =>
  deps.config.appOrigin ?? deps.config.localOrigin ?? 'http://localhost:3000';

/** The signed links that turn a player's e-mail toggle off: the page to open, the RFC 8058 one-click POST. */
export async function unsubscribeLinks(deps: Pick<AppDeps, 'db' | 'config'>, userId: number) {
  const origin = mailOrigin(deps).replace(/\/$/, '');
  const token = encodeURIComponent(await unsubscribeToken(deps, userId));
  return {
    origin,
    page: `${origin}/unsubscribe?token=${token}`,
    oneClick: `${origin}/unsubscribe?token=${token}`,
  };
}
