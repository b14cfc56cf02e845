import { RouterProvider } from 'react-router';
import { ChatUnreadProvider } from '../features/leagues/chat-unread';
import { AppProviders } from './AppProviders';
import { DocumentTitle } from './DocumentTitle';
import { router } from './router';
import './focus-ring.css';
import './reduced-motion.css';

export function App() {
  return (
    <AppProviders>
      <DocumentTitle />
      <ChatUnreadProvider>
        <RouterProvider router={router} />
      </ChatUnreadProvider>
    </AppProviders>
  );
}
