import { Modal } from '@mantine/core';
import type { ConfirmModalProps } from './confirm-modal.tsx';
import { ConfirmPrompt } from './confirm-prompt.tsx';

/** The dialog of ConfirmModal, loaded when one first opens. */
export default function ConfirmDialog(props: ConfirmModalProps) {
  const { opened, title, onClose, ...prompt } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="sm">
      <ConfirmPrompt {...prompt} onCancel={onClose} />
    </Modal>
  );
}
