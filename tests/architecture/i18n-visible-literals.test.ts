import { describe, expect, it } from 'vitest';
import { visibleLiterals } from '../support/i18n/user-visible-literals';

const texts = (source: string) => visibleLiterals('sample.tsx', source).map((found) => found.text);

describe('the words a player would read, found in a client file', () => {
  it('finds JSX text, literals in JSX, visible props and toasts', () => {
    const source = `
      export function Sample({ n, ok }: { n: number; ok: boolean }) {
        toast.error('Could not save', 'Error');
        const options = [{ value: 'm', label: 'Male' }];
        return (
          <div title="Hello there" data-testid="not-this" className="nor-this">
            Picks left
            {ok ? 'Saved' : \`\${n} failed\`}
            <input placeholder={'Search'} aria-label={ok && 'Close'} />
          </div>
        );
      }`;
    expect(texts(source)).toEqual([
      'Could not save',
      'Error',
      'Male',
      'Hello there',
      'Picks left',
      'Saved',
      'failed',
      'Search',
      'Close',
    ]);
  });

  it('passes what reads the same in every language, and words that come from a catalogue', () => {
    const source = `
      export function Sample({ t, n }: { t: (k: string) => string; n: number }) {
        return (
          <p title={t('card.title')} aria-label={\`#\${n}\`}>
            {t('list.heading')} · {'—'} {n}% 🔥
          </p>
        );
      }`;
    expect(texts(source)).toEqual([]);
  });
});
