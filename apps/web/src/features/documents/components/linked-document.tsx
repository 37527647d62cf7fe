import type { DocumentResponse } from '@dossier/contract';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { nl } from '../../../i18n/nl.ts';
import { toast } from '../../../lib/toast.ts';
import { useDownloadDocument } from '../api/download-document.ts';
import { useDocuments } from '../api/get-documents.ts';

const t = nl.documents;

const PreviewModal = lazy(() => import('./preview-modal.tsx'));

interface LinkedDocumentProps {
  dossierId: string;
  documentId: string;
  /** The link has done its work (the preview closed, the download started, or the document is gone). */
  onDone: () => void;
}

/**
 * A document a link names (a search hit, `?document=`): a PDF or image opens in the preview, any other kind is
 * downloaded. Mounted once per dossier screen, beside the documents panel and its drawer copy.
 */
export function LinkedDocument({ dossierId, documentId, onDone }: LinkedDocumentProps) {
  const documents = useDocuments(dossierId);
  const download = useDownloadDocument();
  const document = documents.data?.find((candidate) => candidate.id === documentId);
  const done = useRef(onDone);
  done.current = onDone;
  const handled = useRef<string | null>(null);

  const startDownload = (chosen: DocumentResponse) =>
    download.mutate(chosen, {
      onSuccess: () => toast.success(t.downloadStarted, { place: 'panel' }),
      onError: () => toast.error(t.downloadFailed, { place: 'panel' }),
    });
  const startOnce = useRef(startDownload);
  startOnce.current = startDownload;

  // Once the list is there: a document to show stays for the preview; otherwise the link is answered once.
  useEffect(() => {
    if (documents.isPending || document?.previewable || handled.current === documentId) return;
    handled.current = documentId;
    if (document) startOnce.current(document);
    else if (documents.isSuccess) toast.error(t.linkedMissing, { place: 'panel' });
    done.current();
  }, [documents.isPending, documents.isSuccess, document, documentId]);

  if (!document?.previewable) return null;
  return (
    <Suspense fallback={null}>
      <PreviewModal
        document={document}
        downloading={download.isPending && download.variables?.id === document.id}
        onDownload={startDownload}
        onClose={onDone}
      />
    </Suspense>
  );
}
