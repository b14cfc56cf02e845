import { ES_REFUSALS } from '../../src/shared/i18n/es/refusals';
import { createMessageCatalogue } from '../../src/shared/i18n/message-catalogue';
import { refusalTexts } from './refusal-messages';

// npx tsx scripts/i18n/missing-refusals.ts: what the Spanish refusals catalogue lacks or keeps for nothing
// (docs/i18n.md, "Adding a refusal"). Prints each refusal with no entry as a line to paste into
// src/shared/i18n/es/refusals.ts (its source place above it), then the entries no source holds any more. Exits 1
// when it printed anything, as scripts/i18n/refusals.test.ts would fail.

const sources = refusalTexts();
const missing = sources.filter(({ text }) => !(text in ES_REFUSALS));
const texts = new Set(sources.map((s) => s.text));
const templates = createMessageCatalogue({
  es: Object.fromEntries(sources.filter((s) => s.text.includes('{')).map((s) => [s.text, s.text])),
});
const orphans = Object.keys(ES_REFUSALS).filter((key) => !texts.has(key) && !templates.has(key, 'es'));

for (const { text, at } of missing) console.log(`  // ${at}\n  ${JSON.stringify(text)}: '',`);
for (const key of orphans) console.log(`no source holds: ${JSON.stringify(key)}`);
console.error(
  `${sources.length} refusals read; ${missing.length} without Spanish, ${orphans.length} entries left over`,
);
process.exitCode = missing.length + orphans.length > 0 ? 1 : 0;
