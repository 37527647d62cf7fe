import type { NotificationData } from '@mantine/notifications';
import { type ComponentType, useSyncExternalStore } from 'react';

type NotificationsModule = typeof import('./toast-notifications.tsx');

let loading: Promise<NotificationsModule> | null = null;
let LoadedContainer: ComponentType | null = null;
const listeners = new Set<() => void>();

/** Mantine's notifications and their styles load with the first toast: most visits never show one. */
function loadNotifications(): Promise<NotificationsModule> {
  loading ??= import('./toast-notifications.tsx').then(
    (module) => {
      LoadedContainer = module.ToastContainer;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Shows a notification once Mantine's notifications are there (at once after the first). */
export function showNotification(notification: NotificationData): void {
  loadNotifications()
    .then(({ notifications, TOAST_POSITION }) =>
      notifications.show({ position: TOAST_POSITION, ...notification }),
    )
    // Without its code a toast cannot show (e.g. offline); the next toast tries to load it again.
    .catch(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Where toasts appear: renders nothing until the first toast has loaded Mantine's notifications. */
export function ToastHost() {
  const Container = useSyncExternalStore(
    subscribe,
    () => LoadedContainer,
    () => null,
  );
  return Container ? <Container /> : null;
}
