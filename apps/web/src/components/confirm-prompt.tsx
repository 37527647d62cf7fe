import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { nl } from '../i18n/nl.ts';

interface ConfirmPromptProps {
  /** A heading of its own where the prompt stands in a dialog's content (a confirm dialog has its title). */
  title?: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  loading?: boolean;
  /** Where the prompt replaces content the focus was in, it takes the focus (on 'Annuleren', the harmless choice). */
  focusOnMount?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before an action that cannot be undone from the screen: a text, 'Annuleren' and the action. */
export function ConfirmPrompt(props: ConfirmPromptProps) {
  const { title, text, confirmLabel, danger = false, loading = false, focusOnMount = false } = props;
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) cancel.current?.focus();
  }, [focusOnMount]);
  return (
    <Stack gap="lg" role={title ? 'group' : undefined} aria-label={title}>
      {title ? <Text fw={650}>{title}</Text> : null}
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" gap="sm">
        <Button ref={cancel} variant="default" onClick={props.onCancel}>
          {nl.common.cancel}
        </Button>
        <Button color={danger ? 'red.9' : undefined} loading={loading} onClick={props.onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
