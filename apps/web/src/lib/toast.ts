import { limits } from '@dossier/contract';
import { showNotification } from './toast-host.tsx';

/** SPEC.md section 8 toast types. */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** Where a toast comes from, as far as its time on screen goes: the side panel (documents, invoices) or elsewhere. */
export type ToastPlace = 'panel' | 'screen';

const COLOR: Record<ToastType, string> = { success: 'teal', error: 'red', warning: 'orange', info: 'brand' };

/**
 * SPEC.md section 9: 'default 5000 ms; panels use 2500 ms; other cases use 2.5, 3, 3.5 or 4 s'. The one table of
 * how long a toast stays (Mantine pauses it while the pointer is on it):
 *
 * | case (first that applies)          | ms   | why                                                   |
 * |------------------------------------|------|-------------------------------------------------------|
 * | with a title, anywhere             | 5000 | SPEC's default: a heading and an explanation to read  |
 * | from the side panel, any type      | 2500 | SPEC's panels: a short word beside the work            |
 * | success                            | 3000 | confirms what the user just saw happen                 |
 * | info                               | 3500 | news the user did not cause: a moment longer           |
 * | warning, error                     | 4000 | something went wrong: time to read what                |
 */
export const TOAST_MS = {
  default: limits.toastMs.default,
  panel: limits.toastMs.panel,
  success: 3000,
  info: 3500,
  warning: 4000,
  error: 4000,
} as const;

export interface ToastOptions {
  title?: string;
  /** 'panel' for toasts of the side panel (SPEC.md section 9); elsewhere by default. */
  place?: ToastPlace;
}

/** How long a toast of this type stays on screen, from the table above. */
export function toastDuration(type: ToastType, { title, place = 'screen' }: ToastOptions = {}): number {
  if (title) return TOAST_MS.default;
  if (place === 'panel') return TOAST_MS.panel;
  return TOAST_MS[type];
}

function show(type: ToastType, message: string, options: ToastOptions = {}): void {
  showNotification({
    message,
    title: options.title,
    color: COLOR[type],
    autoClose: toastDuration(type, options),
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
};
