import { useCallback, useEffect, useRef, useState } from 'react';
import { LOCALE_NAMES, type Locale } from '../../../shared/i18n/locale';
import type { PublicUser } from '../../../shared/schemas/auth';
import { type UpdateSettingsInput, updateSettingsInput } from '../../../shared/schemas/users';
import { i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/messages';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { SETTINGS_MESSAGES } from './messages';

/** The fields of the settings form (PUT /api/user/settings), each saved on its own as it changes. */
/** The e-mail is read-only on the screen; the language (issue 45) is always shown, so always sent. */
export type SettingsValues = Required<Omit<UpdateSettingsInput, 'email'>>;
export type SettingsField = keyof SettingsValues;

/** What a field says under it: saving, saved (quietly), or why it was not saved. */
export type FieldStatus =
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'error'; message: string; kept: string };

export const valuesOf = (user: PublicUser): SettingsValues => ({
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  timezone: user.timezone,
  emailNotifications: user.emailNotifications,
  pushNotifications: user.pushNotifications,
  language: user.language,
});

/** How a kept value reads in "Not saved: ... Still X." */
const shown = (field: SettingsField, value: SettingsValues[SettingsField]) =>
  typeof value === 'boolean'
    ? i18n.t(value ? 'settings:saveNote.on' : 'settings:saveNote.off')
    : field === 'language'
      ? LOCALE_NAMES[value as Locale]
      : `“${value}”`;

/** A refusal, without the server's generic fallback when it gave its own words. */
function refusal(error: unknown): string {
  return errorMessage(error, SETTINGS_MESSAGES.saveFailed);
}

/**
 * The settings screen saves as you change (docs/rules.md, "Settings save as you change them"): a switch or
 * the time zone the moment it changes, a text field when it is left (or Enter, or the page left with it
 * changed). Each save sends the whole form the server holds with the one field changed, one save at a time, so
 * two quick changes never undo each other. A field then says "Saved" quietly, or why it was not saved and what
 * it kept: a refused value never replaces the saved one.
 */
export function useSettingsAutosave(user: PublicUser) {
  const utils = trpc.useUtils();
  const update = trpc.users.updateSettings.useMutation();
  const [status, setStatus] = useState<Partial<Record<SettingsField, FieldStatus>>>({});
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const mounted = useRef(true);
  const pending = useRef(0);
  const [saving, setSaving] = useState(false);
  // Values on their way to the server: a control shows what the player chose while it saves.
  const [inFlight, setInFlight] = useState<Partial<SettingsValues>>({});
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Fields whose last save was refused, read by `settled` (the state reaches the screen a render later).
  const refused = useRef(new Set<SettingsField>());
  const mark = useCallback((field: SettingsField, next: FieldStatus | undefined) => {
    if (next?.state === 'error') refused.current.add(field);
    else refused.current.delete(field);
    if (mounted.current) setStatus((s) => ({ ...s, [field]: next }));
  }, []);

  // The user as the server last answered: every save starts from it.
  const latest = useRef(user);
  latest.current = utils.auth.me.getData() ?? user;

  const save = useCallback(
    <F extends SettingsField>(field: F, value: SettingsValues[F]): Promise<boolean> => {
      const run = async (): Promise<boolean> => {
        const current = utils.auth.me.getData() ?? latest.current;
        const saved = valuesOf(current);
        // Keeping the zone one was never asked about is still an answer: it is saved as the choice.
        if (saved[field] === value && (field !== 'timezone' || current.timezoneChosen)) {
          mark(field, undefined);
          return true;
        }
        const checked = updateSettingsInput.safeParse({ ...saved, [field]: value });
        if (!checked.success) {
          const issue = checked.error.issues[0]?.message;
          const message = issue ? translateMessage(issue) : SETTINGS_MESSAGES.saveFailed;
          mark(field, { state: 'error', message, kept: shown(field, saved[field]) });
          return false;
        }
        mark(field, { state: 'saving' });
        try {
          const updated = await update.mutateAsync(checked.data);
          utils.auth.me.setData(undefined, updated);
          latest.current = updated;
          mark(field, { state: 'saved' });
          return true;
        } catch (error) {
          const message = refusal(error);
          // Left already: the screen that would say so is gone, so a toast does.
          if (!mounted.current)
            toast.error(
              message,
              message === SETTINGS_MESSAGES.saveFailed ? undefined : SETTINGS_MESSAGES.saveFailed,
            );
          mark(field, { state: 'error', message, kept: shown(field, saved[field]) });
          return false;
        }
      };
      pending.current += 1;
      setSaving(true);
      setInFlight((v) => ({ ...v, [field]: value }));
      const next = chain.current.then(run, run);
      chain.current = next;
      void next.finally(() => {
        pending.current -= 1;
        if (!mounted.current) return;
        if (pending.current === 0) setSaving(false);
        setInFlight((v) => {
          if (v[field] !== value) return v;
          const { [field]: _done, ...rest } = v;
          return rest as Partial<SettingsValues>;
        });
      });
      return next;
    },
    [utils, update.mutateAsync, mark],
  );

  /** Waits for every save on its way; true when none of the fields was refused. */
  const settled = useCallback(async () => {
    let last: Promise<unknown>;
    do {
      last = chain.current;
      await last.catch(() => undefined);
    } while (last !== chain.current);
    return refused.current.size === 0;
  }, []);

  /** What a control shows: the value on its way to the server, else the saved one. */
  const shownValue = <F extends SettingsField>(field: F, saved: SettingsValues[F]): SettingsValues[F] =>
    field in inFlight ? (inFlight[field] as SettingsValues[F]) : saved;

  return {
    status,
    save,
    saving,
    settled,
    shownValue,
    clear: (field: SettingsField) => mark(field, undefined),
  };
}

export type SettingsAutosave = ReturnType<typeof useSettingsAutosave>;
