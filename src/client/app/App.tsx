import { RouterProvider } from 'react-router';
import { SkipLink } from '../components/SkipLink';
import { ChatUnreadProvider } from '../features/leagues/chat-unread';
import { ManifestLanguage } from '../i18n/ManifestLanguage';
import { AppProviders } from './AppProviders';
import { DocumentTitle } from './DocumentTitle';
import { router } from './router';
import './focus-ring.css';
import './reduced-motion.css';

export function App() {
  return (
    <AppProviders>
      {/* First in the page: the keyboard's first stop on every screen (WCAG 2.4.1). */}
      <SkipLink />
      <DocumentTitle />
      <ManifestLanguage />
      <ChatUnreadProvider>
        <RouterProvider router={router} />
      </ChatUnreadProvider>
    </AppProviders>
  );
}
