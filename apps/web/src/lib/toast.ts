import { limits } from '@dossier/contract';
import { showNotification } from './toast-host.tsx';

/** SPEC.md section 8 toast types. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

const COLOR: Record<ToastType, string> = { success: 'teal', error: 'red', warning: 'orange', info: 'brand' };

export interface ToastOptions {
  title?: string;
  /** Milliseconds on screen; SPEC.md section 9: 5000 by default, 2500 in panels. */
  duration?: number;
}

function show(type: ToastType, message: string, options: ToastOptions = {}): void {
  showNotification({
    message,
    title: options.title,
    color: COLOR[type],
    autoClose: options.duration ?? limits.toastMs.default,
    withBorder: true,
    // Errors interrupt assistive technology; the others wait their turn.
    role: type === 'error' ? 'alert' : 'status',
    'data-toast-type': type,
  });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  durations: limits.toastMs,
};
