import type { UserResponse } from '@dossier/contract';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { nlSecurity } from '../../../i18n/nl-security.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useResetTwoFactor } from '../api/reset-two-factor.ts';

const t = nlSecurity.adminReset;

/** 'Tweestapsverificatie resetten' for a colleague (issue 23, never one's own), after asking. */
export function ResetTwoFactorButton({ user }: { user: UserResponse }) {
  const reset = useResetTwoFactor();
  const [asking, ask] = useDisclosure(false);
  const name = user.full_name || user.email;

  const confirm = () =>
    reset.mutate(user.id, {
      onSuccess: () => toast.success(t.done(name)),
      onError: (error) => toast.error(serverMessageOr(error, t.failed)),
      onSettled: ask.close,
    });

  return (
    <>
      <Button variant="default" onClick={ask.open}>
        {t.action}
      </Button>
      <ConfirmModal
        opened={asking}
        title={t.confirmTitle(name)}
        text={t.confirmText}
        confirmLabel={t.confirm}
        danger
        loading={reset.isPending}
        onConfirm={confirm}
        onClose={ask.close}
      />
    </>
  );
}
