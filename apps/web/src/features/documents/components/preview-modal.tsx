import type { DocumentResponse } from '@dossier/contract';
import { Alert, Box, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { nl } from '../../../i18n/nl.ts';
import { nlPreview } from '../../../i18n/nl-preview.ts';
import { useReturnFocusOnUnmount } from '../../../lib/use-return-focus.ts';
import { useDocumentFileCheck } from '../api/check-document-file.ts';
import { useInlineLink } from '../api/get-document-link.ts';

const t = nl.documents;

interface PreviewModalProps {
  /** The document, or one earlier version of it (its `version`: issue 25). */
  document: DocumentResponse;
  /** The dialog's title when not the document's name (an earlier version says which). */
  title?: string;
  downloading: boolean;
  onDownload: (document: DocumentResponse) => void;
  onClose: () => void;
}

const VIEW_HEIGHT = 'min(75vh, 900px)';

/**
 * A PDF or image shown inside the app, from its inline signed URL, without saving it first: PDFs in the browser's
 * own viewer, images as they are. The served file carries its own sandboxing policy (contract: documents.ts).
 */
export default function PreviewModal({
  document,
  title,
  downloading,
  onDownload,
  onClose,
}: PreviewModalProps) {
  useReturnFocusOnUnmount();
  const link = useInlineLink(document.id, true, document.version);
  const phone = useMediaQuery('(max-width: 48em)');
  const url = link.data?.signed_url;
  const isPdf = document.content_type === 'application/pdf';
  // A preview that cannot be shown says so (issue 25): the link call failed, the PDF's URL does not answer (its
  // frame would stay silent), or the image did not load. A renewed URL is tried again.
  const pdfCheck = useDocumentFileCheck(isPdf ? url : undefined);
  const [brokenImage, setBrokenImage] = useState<string>();
  const failed = link.isError || pdfCheck.isError || (url !== undefined && url === brokenImage);

  let view: ReactNode;
  if (failed) {
    view = (
      <Alert color="red" variant="light" role="alert" title={t.previewModal.failed}>
        {nlPreview.downloadInstead}
      </Alert>
    );
  } else if (!url) {
    view = (
      <Center h={VIEW_HEIGHT}>
        <Loader aria-label={nl.common.loading} />
      </Center>
    );
  } else if (isPdf) {
    view = (
      <Box
        component="iframe"
        src={url}
        title={document.filename}
        w="100%"
        h={VIEW_HEIGHT}
        style={{ border: 0, display: 'block' }}
      />
    );
  } else {
    view = (
      <Center>
        <img
          src={url}
          alt={document.filename}
          onError={() => setBrokenImage(url)}
          style={{ maxWidth: '100%', maxHeight: VIEW_HEIGHT, objectFit: 'contain' }}
        />
      </Center>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={title ?? document.filename}
      size="min(1100px, 95vw)"
      fullScreen={phone}
    >
      <Stack gap="sm">
        {view}
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={downloading}
            onClick={() => onDownload(document)}
          >
            {t.previewModal.download}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
