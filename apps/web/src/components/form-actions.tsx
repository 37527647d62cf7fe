import { Button, Group } from '@mantine/core';
import { nl } from '../i18n/nl.ts';

interface FormActionsProps {
  submitLabel: string;
  loading: boolean;
  onCancel: () => void;
  /** 'Annuleren' unless the way out is a step back. */
  cancelLabel?: string;
}

/** The footer of a form in a modal or side panel: the way out, then the submit button, aligned right. */
export function FormActions({
  submitLabel,
  loading,
  onCancel,
  cancelLabel = nl.common.cancel,
}: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
