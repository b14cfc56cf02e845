// First: it configures zod before any schema is built.
import './lib/zod-jitless';
// Then the language: every module after it may translate at import or first render.
import './i18n/i18n';
import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// In a transition, React renders the app's first tree in slices rather than one long task; the page's
// own 'Loading...' (index.html) shows meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
