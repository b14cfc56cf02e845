// First: it configures zod before any schema is built.
import './lib/zod-jitless';
// Then the language: importing it starts fetching the catalogues of the language to show (ADR 0051).
import { i18nReady } from './i18n/i18n';
import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first render waits for the catalogues (one small chunk, fetched while the rest of the entry's modules
// run): a screen rendered before would show keys, or English to a Spanish player. Not a top-level await: the
// bundler then splits the first load into some sixty chunks, 15 KB more gzipped (ADR 0051). In a transition,
// React renders the app's first tree in slices rather than one long task; the page's own first paint
// ('Loading...' or the pre-rendered landing, index.html) shows meanwhile.
void i18nReady.then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
