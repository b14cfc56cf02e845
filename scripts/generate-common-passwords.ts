import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_COUNT, commonPasswordKey } from '../src/server/modules/users/common-passwords';

// Writes src/server/modules/users/common-passwords.txt: the most common passwords of zxcvbn-ts's ranked list
// (@zxcvbn-ts/language-common, a devDependency), one per line, as the server compares them. The file
// is committed, so the server needs no dev dependency at run time; run this again after upgrading it.
//
// npx tsx scripts/generate-common-passwords.ts

const OUT = fileURLToPath(new URL('../src/server/modules/users/common-passwords.txt', import.meta.url));

/** The first `count` distinct entries of the ranked list, in rank order. */
export function topCommonPasswords(count = COMMON_PASSWORD_COUNT): string[] {
  const keys = new Set<string>();
  for (const entry of dictionary['passwords-common']) {
    if (keys.size === count) break;
    const key = commonPasswordKey(entry);
    if (key !== '' && !key.includes('\n')) keys.add(key);
  }
  if (keys.size < count) throw new Error(`the ranked list has only ${keys.size} entries`);
  return [...keys];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const passwords = topCommonPasswords();
  writeFileSync(OUT, `${passwords.join('\n')}\n`);
  console.log(`wrote ${passwords.length} passwords to ${OUT}`);
}
