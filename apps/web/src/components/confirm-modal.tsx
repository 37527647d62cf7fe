import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { nl } from '../i18n/nl.ts';

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
  const { opened, title, text, confirmLabel, danger = false, loading = false, onConfirm, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="sm">
      <Stack gap="lg">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {nl.common.cancel}
          </Button>
          <Button color={danger ? 'red.9' : undefined} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
