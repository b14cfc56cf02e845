import { RouterProvider } from 'react-router';
import { ChatUnreadProvider } from '../features/leagues/chat-unread';
import { AppProviders } from './AppProviders';
import { router } from './router';

export function App() {
  return (
    <AppProviders>
      <ChatUnreadProvider>
        <RouterProvider router={router} />
      </ChatUnreadProvider>
    </AppProviders>
  );
}
