import { lazy } from 'react';
import { OpenedOnce } from './opened-once.tsx';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx'));

/** Asks before an action that cannot be undone from the screen (leaving, closing, deleting a document). */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <OpenedOnce opened={props.opened}>{(opened) => <ConfirmDialog {...props} opened={opened} />}</OpenedOnce>
  );
}
