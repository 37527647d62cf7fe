import {
  canDeleteDocument,
  canUploadDocument,
  type DocumentResponse,
  type DossierResponse,
} from '@dossier/contract';
import { Button, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { PanelLoadFailed, PanelLoading } from '../../../components/panel-states.tsx';
import { nl } from '../../../i18n/nl.ts';
import { nlVersions } from '../../../i18n/nl-versions.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { useDownloadDocument } from '../api/download-document.ts';
import { useDocuments } from '../api/get-documents.ts';
import { DocumentSection } from './document-section.tsx';

const t = nl.documents;

// The dropzone and the viewer load on first use: a dossier opens without them.
const loadUploadModal = () => import('./upload-modal.tsx');
const UploadModal = lazy(loadUploadModal);
const PreviewModal = lazy(() => import('./preview-modal.tsx'));

interface DocumentsPanelProps {
  dossier: DossierResponse;
  /** The signed-in user: their company's documents are 'Mijn Documenten'. */
  viewer: { company_id: string };
}

/** An internal dossier has one company (SPEC.md section 1): there is no counterparty list to show. */
const isInternal = (dossier: DossierResponse) => dossier.companies.length < 2;

/**
 * The dossier's documents (SPEC.md section 2): 'Upload document', 'Mijn Documenten' (download, delete) and,
 * unless the dossier is internal, the counterparty's documents (download only). Kept live in the cache by
 * applyDocumentsFrame; PDFs and images open in the app.
 */
export function DocumentsPanel({ dossier, viewer }: DocumentsPanelProps) {
  const documents = useDocuments(dossier.id);
  const [uploading, setUploading] = useState(false);
  // The document shown, and the earlier version of it when one was picked from its versions (issue 25).
  const [preview, setPreview] = useState<{ id: string; earlier?: DocumentResponse } | null>(null);
  // The document asked about stays named while its dialog closes.
  const [deleting, setDeleting] = useState<{ document: DocumentResponse; open: boolean } | null>(null);
  const download = useDownloadDocument();
  const remove = useDeleteDocument(dossier.id);

  const all = documents.data ?? [];
  const own = all.filter((document) => document.uploader_company_id === viewer.company_id);
  const theirs = all.filter((document) => document.uploader_company_id !== viewer.company_id);
  const counterpartyNames = dossier.companies
    .filter((company) => company.id !== viewer.company_id)
    .map((company) => company.name)
    .join(', ');
  // A document removed meanwhile (by its uploader, live) closes its preview.
  const listed = all.find((document) => document.id === preview?.id);
  const previewing = listed && (preview?.earlier ?? listed);

  const startDownload = (document: DocumentResponse) =>
    download.mutate(document, {
      onSuccess: () => toast.success(t.downloadStarted, { place: 'panel' }),
      onError: () => toast.error(t.downloadFailed, { place: 'panel' }),
    });

  const closeDelete = () => setDeleting((current) => current && { ...current, open: false });
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.document, {
      onSuccess: () => toast.success(t.deleted, { place: 'panel' }),
      onError: () => toast.error(t.deleteFailed, { place: 'panel' }),
      onSettled: closeDelete,
    });
  };

  const actions = {
    downloading: download.isPending ? download.variables : undefined,
    // A version of a listed document other than the one listed is an earlier one.
    onPreview: (document: DocumentResponse) =>
      setPreview({
        id: document.id,
        earlier: all.some((listed) => listed.id === document.id && listed.version !== document.version)
          ? document
          : undefined,
      }),
    onDownload: startDownload,
    onDelete: (document: DocumentResponse) => setDeleting({ document, open: true }),
  };

  return (
    <Stack gap="lg">
      {canUploadDocument(dossier) ? (
        <Button
          leftSection={<IconUpload size={18} aria-hidden />}
          onClick={() => setUploading(true)}
          onPointerEnter={() => void loadUploadModal()}
          onFocus={() => void loadUploadModal()}
          fullWidth
        >
          {t.upload}
        </Button>
      ) : null}

      {documents.isPending ? (
        <PanelLoading text={t.loading} />
      ) : documents.isError ? (
        <PanelLoadFailed text={t.loadFailed} retryLabel={t.retry} onRetry={() => void documents.refetch()} />
      ) : (
        <>
          <DocumentSection
            title={t.mine}
            documents={own}
            isDeletable={(document) => canDeleteDocument(viewer, dossier, document)}
            {...actions}
          />
          {isInternal(dossier) ? null : (
            <DocumentSection
              title={counterpartyNames ? t.counterparty(counterpartyNames) : t.counterpartyUnnamed}
              documents={theirs}
              isDeletable={() => false}
              {...actions}
            />
          )}
        </>
      )}

      {uploading ? (
        <Suspense fallback={null}>
          <UploadModal dossierId={dossier.id} onClose={() => setUploading(false)} />
        </Suspense>
      ) : null}
      {previewing ? (
        <Suspense fallback={null}>
          <PreviewModal
            document={previewing}
            title={
              previewing === listed
                ? undefined
                : nlVersions.previewTitle(previewing.filename, previewing.version)
            }
            downloading={
              actions.downloading?.id === previewing.id && actions.downloading.version === previewing.version
            }
            onDownload={startDownload}
            onClose={() => setPreview(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmModal
        opened={deleting?.open ?? false}
        title={t.confirmDelete.title}
        text={deleting ? t.confirmDelete.text(deleting.document.filename) : ''}
        confirmLabel={t.confirmDelete.confirm}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      />
    </Stack>
  );
}
