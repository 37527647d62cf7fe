import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { nl } from '../../../i18n/nl.ts';
import { refusalText, type SelectedFile, sizeInKb } from '../upload-selection.ts';

const t = nl.documents.uploadModal;

/** What became of a file that was sent: stored, or the server's reason as it worded it. */
export type FileOutcome = { stored: true } | { stored: false; detail: string };

interface SelectedFileRowProps {
  entry: SelectedFile;
  outcome: FileOutcome | undefined;
  /** Takes the file out of the selection; absent while sending and after. */
  onRemove?: () => void;
}

/** A picked file: name and size in KB, then why it is not sent, or what the server did with it. */
export function SelectedFileRow({ entry, outcome, onRemove }: SelectedFileRowProps) {
  const refusal = entry.refusal
    ? refusalText(entry.refusal, entry.file.name)
    : outcome && !outcome.stored
      ? outcome.detail
      : null;
  return (
    <Box component="li" data-file={entry.file.name}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} truncate style={{ flex: 1, minWidth: 0 }} title={entry.file.name}>
          {entry.file.name}
        </Text>
        <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
          {sizeInKb(entry.file.size)}
        </Text>
        {outcome?.stored ? (
          // teal-9 on white is 5.0:1 (axe asks 4.5:1; teal-8 was 3.9:1).
          <Group gap={4} c="teal.9" wrap="nowrap" style={{ flexShrink: 0 }}>
            <IconCheck size={16} aria-hidden />
            <Text size="sm" inherit>
              {t.stored}
            </Text>
          </Group>
        ) : null}
        {onRemove ? (
          <ActionIcon
            variant="subtle"
            color="gray.7"
            size="sm"
            aria-label={t.unselect(entry.file.name)}
            onClick={onRemove}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
      {refusal ? (
        <Text size="sm" c="red.9">
          {refusal}
        </Text>
      ) : null}
    </Box>
  );
}
