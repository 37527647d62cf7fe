import type { DocumentResponse } from '@dossier/contract';
import { ActionIcon, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconDownload, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { nl } from '../../../i18n/nl.ts';
import { nlVersions } from '../../../i18n/nl-versions.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { sizeInKb } from '../upload-selection.ts';
import { DocumentThumbnail } from './document-thumbnail.tsx';

const t = nl.documents;

// The versions load when a row first opens them: most documents are never revised.
const DocumentVersions = lazy(() => import('./document-versions.tsx'));

interface DocumentRowProps {
  document: DocumentResponse;
  /** Offered only for the own company's documents in a dossier that is not closed. */
  deletable: boolean;
  /** The version of this document being saved, if any. */
  downloadingVersion: number | undefined;
  onPreview: (document: DocumentResponse) => void;
  onDownload: (document: DocumentResponse) => void;
  onDelete: (document: DocumentResponse) => void;
}

/**
 * One document: a thumbnail or the kind's icon, the whole name (wrapping; a PDF or image opens in the app on a
 * click), size in KB, date and uploader, and its actions: download always, delete for the company that uploaded it.
 * A revised document (issue 25) says 'versie N', which shows and hides its versions.
 */
export function DocumentRow({
  document,
  deletable,
  downloadingVersion,
  onPreview,
  onDownload,
  onDelete,
}: DocumentRowProps) {
  const [showVersions, setShowVersions] = useState(false);
  const versionsId = useId();
  const details = [sizeInKb(document.size), formatDate(document.created_at), document.uploader_name]
    .filter(Boolean)
    .join(' · ');
  const name = (
    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
      {document.filename}
    </Text>
  );
  const Chevron = showVersions ? IconChevronDown : IconChevronRight;
  return (
    <Box component="li" data-document-id={document.id} data-version={document.version} py={6}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
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
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {details}
          </Text>
          {document.version > 1 ? (
            <UnstyledButton
              onClick={() => setShowVersions((shown) => !shown)}
              aria-expanded={showVersions}
              aria-controls={showVersions ? versionsId : undefined}
              aria-label={nlVersions.toggle(document.filename, document.version)}
              c="brand.8"
              fz="xs"
              fw={500}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
            >
              <Chevron size={14} aria-hidden />
              {nlVersions.label(document.version)}
            </UnstyledButton>
          ) : null}
          {showVersions ? (
            <Box id={versionsId}>
              <Suspense fallback={null}>
                <DocumentVersions
                  document={document}
                  downloadingVersion={downloadingVersion}
                  onPreview={onPreview}
                  onDownload={onDownload}
                />
              </Suspense>
            </Box>
          ) : null}
        </Box>
        <ActionIcon
          variant="subtle"
          color="gray.7"
          loading={downloadingVersion === document.version}
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
