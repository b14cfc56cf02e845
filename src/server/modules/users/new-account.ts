import { PRIVACY_VERSION, TERMS_VERSION } from '../../../shared/consent';
import type { RegisterInput } from '../../../shared/schemas/auth';
import type { NewUser } from '../../platform/db/schema';

/** What every way of signing up asks of the player (the form, or a provider's one short screen). */
type SignUpAnswers = Pick<
  RegisterInput,
  'username' | 'firstName' | 'lastName' | 'ageBand' | 'gender' | 'timezone' | 'language'
>;

/**
 * The row of an account made now: the player's answers, the terms and privacy versions they accepted (the sign-up
 * schemas take nothing but acceptance), and signed in now. The e-mail and password are the caller's.
 */
export function newAccountRow(
  answers: SignUpAnswers,
  sign: { email: string; passwordHash: string | null; timezoneChosen: boolean },
  now: Date,
): NewUser {
  return {
    username: answers.username,
    email: sign.email,
    password_hash: sign.passwordHash,
    first_name: answers.firstName,
    last_name: answers.lastName,
    age_band: answers.ageBand,
    gender: answers.gender,
    ...(answers.timezone
      ? { timezone: answers.timezone, ...(sign.timezoneChosen ? { timezone_chosen: true } : {}) }
      : {}),
    ...(answers.language ? { locale: answers.language } : {}),
    terms_version: TERMS_VERSION,
    terms_accepted_at: now,
    privacy_version: PRIVACY_VERSION,
    privacy_accepted_at: now,
    last_login_at: now,
    created_at: now,
    updated_at: now,
  };
}
