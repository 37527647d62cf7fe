import type { DocumentResponse, DocumentVersion } from '@dossier/contract';
import { ActionIcon, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PanelLoadFailed, PanelLoading } from '../../../components/panel-states.tsx';
import { nlVersions as t } from '../../../i18n/nl-versions.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useDocumentVersions } from '../api/get-document-versions.ts';
import { sizeInKb } from '../upload-selection.ts';

export interface DocumentVersionsProps {
  document: DocumentResponse;
  /** The version being saved, if one of this document's is. */
  downloadingVersion: number | undefined;
  onPreview: (version: DocumentResponse) => void;
  onDownload: (version: DocumentResponse) => void;
}

/** One version as the row's actions take it: the document, with that version's name, bytes, date and uploader. */
export const asDocument = (document: DocumentResponse, version: DocumentVersion): DocumentResponse => ({
  ...document,
  filename: version.filename,
  content_type: version.content_type,
  size: version.size,
  sha256: version.sha256,
  created_at: version.created_at,
  uploader_id: version.uploader_id,
  uploader_name: version.uploader_name,
  previewable: version.previewable,
  version: version.version,
});

/**
 * Every version of a document, newest first (issue 25), loaded when its row opens them: each with its date, size
 * and uploader; a PDF or image opens in the app from its label, and every version downloads.
 */
export default function DocumentVersions({
  document,
  downloadingVersion,
  onPreview,
  onDownload,
}: DocumentVersionsProps) {
  const versions = useDocumentVersions(document.id);
  if (versions.isPending) return <PanelLoading text={t.loading} />;
  if (versions.isError)
    return (
      <PanelLoadFailed text={t.loadFailed} retryLabel={t.retry} onRetry={() => void versions.refetch()} />
    );
  return (
    <Box
      component="ul"
      aria-label={t.list(document.filename)}
      m={0}
      mt={4}
      p={0}
      pl="sm"
      style={{ listStyle: 'none', borderLeft: '2px solid var(--mantine-color-gray-3)' }}
    >
      {versions.data.map((version) => {
        const shown = asDocument(document, version);
        const label = version.current
          ? `${t.label(version.version)} · ${t.newest}`
          : t.label(version.version);
        const details = [sizeInKb(version.size), formatDate(version.created_at), version.uploader_name]
          .filter(Boolean)
          .join(' · ');
        return (
          <Box component="li" key={version.version} data-version={version.version} py={2}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Box style={{ flex: 1, minWidth: 0 }}>
                {version.previewable ? (
                  <UnstyledButton
                    onClick={() => onPreview(shown)}
                    aria-label={t.preview(version.filename, version.version)}
                    c="brand.8"
                  >
                    <Text size="xs" fw={500}>
                      {label}
                    </Text>
                  </UnstyledButton>
                ) : (
                  <Text size="xs" fw={500}>
                    {label}
                  </Text>
                )}
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {details}
                </Text>
              </Box>
              <ActionIcon
                variant="subtle"
                color="gray.7"
                size="sm"
                loading={downloadingVersion === version.version}
                aria-label={t.download(version.filename, version.version)}
                onClick={() => onDownload(shown)}
              >
                <IconDownload size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Box>
        );
      })}
    </Box>
  );
}
