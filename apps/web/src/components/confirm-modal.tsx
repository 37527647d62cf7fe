import { Modal } from '@mantine/core';
import { ConfirmPrompt } from './confirm-prompt.tsx';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone from the screen (leaving, closing, deleting a document). */
export function ConfirmModal(props: ConfirmModalProps) {
  const { opened, title, onClose, ...prompt } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="sm">
      <ConfirmPrompt {...prompt} onCancel={onClose} />
    </Modal>
  );
}
