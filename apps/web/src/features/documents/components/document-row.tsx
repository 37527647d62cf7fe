import type { DocumentResponse } from '@dossier/contract';
import { ActionIcon, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { nl } from '../../../i18n/nl.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { sizeInKb } from '../upload-selection.ts';
import { DocumentThumbnail } from './document-thumbnail.tsx';

const t = nl.documents;

interface DocumentRowProps {
  document: DocumentResponse;
  /** Offered only for the own company's documents in a dossier that is not closed. */
  deletable: boolean;
  downloading: boolean;
  onPreview: (document: DocumentResponse) => void;
  onDownload: (document: DocumentResponse) => void;
  onDelete: (document: DocumentResponse) => void;
}

/**
 * One document: a thumbnail or the kind's icon, the name (a PDF or image opens in the app on a click), size in
 * KB, date and uploader, and its actions: download always, delete for the company that uploaded it.
 */
export function DocumentRow({
  document,
  deletable,
  downloading,
  onPreview,
  onDownload,
  onDelete,
}: DocumentRowProps) {
  const details = [sizeInKb(document.size), formatDate(document.created_at), document.uploader_name]
    .filter(Boolean)
    .join(' · ');
  const name = (
    <Text size="sm" fw={500} truncate title={document.filename}>
      {document.filename}
    </Text>
  );
  return (
    <Box component="li" data-document-id={document.id} py={6}>
      <Group gap="sm" wrap="nowrap">
        <DocumentThumbnail document={document} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          {document.previewable ? (
            <UnstyledButton
              onClick={() => onPreview(document)}
              aria-label={t.preview(document.filename)}
              maw="100%"
              display="block"
              c="brand.8"
            >
              {name}
            </UnstyledButton>
          ) : (
            name
          )}
          <Text size="xs" c="dimmed" truncate>
            {details}
          </Text>
        </Box>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          loading={downloading}
          aria-label={t.download(document.filename)}
          onClick={() => onDownload(document)}
        >
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
        {deletable ? (
          <ActionIcon
            variant="subtle"
            color="red.9"
            aria-label={t.delete(document.filename)}
            onClick={() => onDelete(document)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
    </Box>
  );
}
