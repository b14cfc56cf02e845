import { readFileSync } from 'node:fs';
import { badRequest } from '../../platform/errors';
import { projectPath } from '../../platform/project-path';

/** How many of the ranked list's passwords are refused (scripts/generate-common-passwords.ts writes them). */
export const COMMON_PASSWORD_COUNT = 1000;

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.';

/**
 * The form a password is compared in: NFKC first (full-width `ｐａｓｓｗｏｒｄ１` is `password1`, as the
 * hash sees it too), then lower case, so `Password1` is as common as `password1`.
 */
export function commonPasswordKey(password: string): string {
  return password.normalize('NFKC').toLowerCase();
}

let common: Set<string> | undefined;

/** Read on first use, once per process: 1,000 short lines. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(projectPath('src/server/modules/users/common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return common;
}

/** Whether the password is one of the 1,000 most common, ignoring case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(commonPasswordKey(password));
}

/** Refuses a new password from the common list (registration, change, reset, an admin's Set Password). */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
}
