/**
 * Words deliberately written in a client file rather than a catalogue, each with its reason. The catalogue test
 * (tests/architecture/i18n-catalogues.test.ts) accepts a literal only when its file and text are listed here.
 */
export interface AllowedLiteral {
  /** Path from the repository's root. */
  file: string;
  /** The literal as the test reports it (spaces folded). */
  text: string;
  reason: string;
}

export const ALLOWED_LITERALS: readonly AllowedLiteral[] = [
  {
    file: 'src/client/components/PremiumBadge.tsx',
    text: 'Premium',
    reason: 'The paid plan is called Premium in both languages: a name, like the product name.',
  },
];
