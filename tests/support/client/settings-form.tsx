import type { ReactNode } from 'react';
import {
  type SettingsAutosave,
  useSettingsAutosave,
} from '../../../src/client/features/settings/use-settings-form';
import { trpc } from '../../../src/client/lib/trpc';
import type { PublicUser } from '../../../src/shared/schemas/auth';

/**
 * A settings form for a test: the sections `draw` returns, sharing one autosave as the Settings page's do, over
 * the user the stubbed server answers for auth.me (nothing until it has).
 */
export function settingsForm(draw: (user: PublicUser, autosave: SettingsAutosave) => ReactNode) {
  function Sections({ user }: { user: PublicUser }) {
    return <>{draw(user, useSettingsAutosave(user))}</>;
  }
  return function Form() {
    const me = trpc.auth.me.useQuery();
    return me.data ? <Sections user={me.data} /> : null;
  };
}
