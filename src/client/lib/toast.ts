import { notifications } from '@mantine/notifications';

/** Toasts, one at a time: a new one replaces whatever is showing or queued. Errors are red. */
export const toast = {
  success(message: string) {
    notifications.clean();
    notifications.show({ message, color: 'green' });
  },
  error(message: string, title?: string) {
    notifications.clean();
    notifications.show({ title, message, color: 'red' });
  },
};
