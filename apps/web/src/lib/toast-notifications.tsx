import '@mantine/notifications/styles.css';
import './toast-notifications.css';
import { Notifications } from '@mantine/notifications';

export { notifications } from '@mantine/notifications';

export const TOAST_POSITION = 'top-right';

/** Mantine's notification stack: at most four toasts at once, the rest wait their turn. */
export function ToastContainer() {
  return <Notifications position={TOAST_POSITION} limit={4} />;
}
