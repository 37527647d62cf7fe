import type { DocumentResponse } from '@dossier/contract';
import { Box, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { nl } from '../../../i18n/nl.ts';
import { DocumentRow } from './document-row.tsx';

interface DocumentSectionProps {
  title: string;
  documents: readonly DocumentResponse[];
  isDeletable: (document: DocumentResponse) => boolean;
  /** The document and version being saved, if any. */
  downloading: { id: string; version?: number } | undefined;
  onPreview: (document: DocumentResponse) => void;
  onDownload: (document: DocumentResponse) => void;
  onDelete: (document: DocumentResponse) => void;
}

/** One company's documents under a heading, or 'Nog geen documenten.' (SPEC.md section 2). */
export function DocumentSection({
  title,
  documents,
  isDeletable,
  downloading,
  ...actions
}: DocumentSectionProps) {
  const headingId = useId();
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} fz="sm" tt="uppercase" c="brand.8">
        {title}
      </Title>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {nl.documents.empty}
        </Text>
      ) : (
        <Box component="ul" aria-labelledby={headingId} m={0} p={0} style={{ listStyle: 'none' }}>
          {documents.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              deletable={isDeletable(document)}
              downloadingVersion={downloading?.id === document.id ? downloading.version : undefined}
              {...actions}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
