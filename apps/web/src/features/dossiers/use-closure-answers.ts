import { nl } from '../../i18n/nl.ts';
import { toast } from '../../lib/toast.ts';
import { useCancelCloseRequest } from './api/cancel-close-request.ts';
import { useChangeDossierStatus } from './api/change-dossier-status.ts';

const t = nl.dossiers;

/**
 * The answers to a close request (issue 24), with SPEC's toasts, offered by the banner above the chat and by the
 * dossier menu: the other company confirms ('Dossier gesloten') or says 'Nog niet' with a reason; the company that
 * asked withdraws its request. Either way back to open, the server writes the line in the chat.
 */
export function useClosureAnswers(dossierId: string) {
  const status = useChangeDossierStatus(dossierId);
  const cancel = useCancelCloseRequest(dossierId);
  return {
    confirmClose: (onSettled?: () => void) =>
      status.mutate('close', {
        onSuccess: () => toast.success(t.closed),
        onError: () => toast.error(t.closeFailed),
        onSettled,
      }),
    closing: status.isPending,
    withdraw: () =>
      cancel.mutate(
        {},
        {
          onSuccess: () => toast.success(t.closeRequestWithdrawn),
          onError: () => toast.error(t.closeRequestWithdrawFailed),
        },
      ),
    /** 'Nog niet': `onDone` once the reason reached the server (the dialog closes). */
    decline: (reason: string, onDone: () => void) =>
      cancel.mutate(
        { reason },
        {
          onSuccess: () => {
            toast.success(t.closeRequest.declined);
            onDone();
          },
          onError: () => toast.error(t.closeRequest.declineFailed),
        },
      ),
    cancelling: cancel.isPending,
  };
}
