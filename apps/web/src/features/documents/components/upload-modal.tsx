import '@mantine/dropzone/styles.css';
import { type UploadFileResult, uploadRefusalText } from '@dossier/contract';
import { Button, FileButton, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera, IconFileUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { nl } from '../../../i18n/nl.ts';
import { nlPhone } from '../../../i18n/nl-phone.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { UploadNetworkError } from '../../../lib/api-upload.ts';
import { toast } from '../../../lib/toast.ts';
import { useReturnFocusOnUnmount } from '../../../lib/use-return-focus.ts';
import { useUploadDocuments } from '../api/upload-documents.ts';
import { namedPhoto } from '../camera-photo.ts';
import { addToSelection, pickerAccept, removeFromSelection, type SelectedFile } from '../upload-selection.ts';
import { type FileOutcome, SelectedFileRow } from './selected-file-row.tsx';

const t = nl.documents;

/**
 * Dragging files needs a mouse or a pen (issue 25): where the primary pointer is not fine (a finger on a phone or
 * tablet: pointer: coarse, or no pointer at all), the drop zone only picks files and 'Foto maken' opens the camera.
 */
const DRAGGING_POSSIBLE = '(pointer: fine)';

/**
 * What the server did with each file sent, by the file's place in the request (the result's index); a refusal keeps
 * the server's own words. A file the answer does not mention counts as not stored.
 */
function outcomesOf(
  sent: readonly SelectedFile[],
  results: readonly UploadFileResult[],
): Map<string, FileOutcome> {
  const byIndex = new Map(results.map((result) => [result.index, result]));
  return new Map(
    sent.map((entry, index): [string, FileOutcome] => {
      const result = byIndex.get(index);
      if (result?.status === 'stored') return [entry.key, { stored: true }];
      const detail =
        result?.status === 'refused' ? result.detail : uploadRefusalText.storage_failed(entry.file.name);
      return [entry.key, { stored: false, detail }];
    }),
  );
}

function toastFailure(error: unknown): void {
  const options = { title: t.uploadFailed };
  if (error instanceof UploadNetworkError) toast.error(t.uploadNetworkError, options);
  // A 401 has ended the session: the app is on its way to the login screen.
  else if (error instanceof ApiError && error.status !== 401)
    toast.error(t.uploadHttpError(error.status, error.detail ?? error.statusText), options);
  else if (!(error instanceof ApiError)) toast.error(t.uploadFailed);
}

interface UploadModalProps {
  dossierId: string;
  onClose: () => void;
}

/**
 * The upload modal (SPEC.md sections 2 and 5): drop files or pick several, each with its name and size in KB; the
 * browser refuses what SPEC refuses (type, 10 MB) before sending, the rest goes in one request whose progress
 * shows as a percentage, and each file's outcome (stored, or the server's refusal) is shown on its line. When every
 * file was stored the modal closes itself.
 */
export default function UploadModal({ dossierId, onClose }: UploadModalProps) {
  useReturnFocusOnUnmount();
  const [selection, setSelection] = useState<SelectedFile[]>([]);
  const [outcomes, setOutcomes] = useState<Map<string, FileOutcome> | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadDocuments(dossierId);
  const running = useRef<AbortController | null>(null);
  const uploading = upload.isPending;
  const canDrag = useMediaQuery(DRAGGING_POSSIBLE, true, { getInitialValueInEffect: false });
  const pickTitle = canDrag ? t.uploadModal.dropTitle : nlPhone.upload.pickTitle;
  const sendable = selection.filter((entry) => entry.refusal === null && !outcomes?.has(entry.key));

  // Closing the modal (or leaving the dossier) while sending stops the request.
  useEffect(() => () => running.current?.abort(), []);

  const add = (files: File[]) => {
    if (uploading || files.length === 0) return;
    // After an upload, new files start a new selection.
    setSelection((current) => addToSelection(outcomes ? [] : current, files));
    setOutcomes(null);
    setPercent(null);
  };

  const start = () => {
    const sent = sendable;
    const controller = new AbortController();
    running.current = controller;
    setPercent(0);
    upload.mutate(
      {
        files: sent.map((entry) => entry.file),
        onProgress: (fraction) => setPercent(Math.floor(fraction * 100)),
        signal: controller.signal,
      },
      {
        onSuccess: (results) => {
          const next = outcomesOf(sent, results);
          const stored = [...next.values()].filter((outcome) => outcome.stored).length;
          setPercent(100);
          if (stored === 0) toast.error(t.uploadFailed);
          else toast.success(t.uploadDone);
          if (stored === selection.length) onClose();
          else setOutcomes(next);
        },
        onError: (error) => {
          setPercent(null);
          if (!controller.signal.aborted) toastFailure(error);
        },
        onSettled: () => {
          running.current = null;
        },
      },
    );
  };

  const close = () => {
    running.current?.abort();
    onClose();
  };

  return (
    <Modal opened onClose={close} title={t.uploadModal.title} size="lg" closeOnClickOutside={!uploading}>
      <Stack gap="md">
        <Dropzone
          onDrop={() => undefined}
          onDropAny={(accepted, rejected) =>
            add([...accepted, ...rejected.map((rejection) => rejection.file)])
          }
          accept={pickerAccept}
          disabled={uploading}
          role="button"
          aria-label={pickTitle}
          // The file input inside the button is reached through it: hidden, it is no control within a control (axe).
          inputProps={{ style: { display: 'none' } }}
        >
          <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <IconFileUpload size={40} stroke={1.4} color="var(--mantine-color-brand-6)" aria-hidden />
            <Stack gap={4}>
              <Text fw={500}>{pickTitle}</Text>
              <Text size="sm" c="dimmed">
                {t.uploadModal.dropHint}
              </Text>
            </Stack>
          </Group>
        </Dropzone>

        {canDrag ? null : (
          // The camera's photo joins the selection as a picked file does: the same checks, the same upload.
          <FileButton
            onChange={(photo) => (photo ? add([namedPhoto(photo, new Date(photo.lastModified))]) : undefined)}
            accept="image/*"
            capture="environment"
            disabled={uploading}
          >
            {(camera) => (
              <Button
                {...camera}
                variant="light"
                leftSection={<IconCamera size={18} aria-hidden />}
                disabled={uploading}
              >
                {nlPhone.upload.takePhoto}
              </Button>
            )}
          </FileButton>
        )}

        {selection.length > 0 ? (
          <Stack
            gap={6}
            component="ul"
            aria-label={t.uploadModal.selection}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {selection.map((entry) => (
              <SelectedFileRow
                key={entry.key}
                entry={entry}
                outcome={outcomes?.get(entry.key)}
                onRemove={
                  uploading || outcomes
                    ? undefined
                    : () => setSelection((current) => removeFromSelection(current, entry.key))
                }
              />
            ))}
          </Stack>
        ) : null}

        {percent === null ? null : (
          <Group gap="sm" wrap="nowrap">
            <Progress
              value={percent}
              aria-label={t.uploadModal.progress}
              style={{ flex: 1 }}
              animated={uploading}
            />
            <Text size="sm" fw={500} w={44} ta="right" aria-hidden>
              {`${percent}%`}
            </Text>
          </Group>
        )}

        <Group justify="flex-end" gap="sm">
          {outcomes ? (
            <Button onClick={close}>{t.uploadModal.done}</Button>
          ) : (
            <>
              <Button variant="default" onClick={close}>
                {t.uploadModal.cancel}
              </Button>
              <Button onClick={start} loading={uploading} disabled={sendable.length === 0}>
                {t.uploadModal.submit}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
