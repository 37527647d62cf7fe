import type { UserResponse } from '@dossier/contract';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useId, useRef } from 'react';
import { ConfirmPrompt } from '../../../components/confirm-prompt.tsx';
import { DetailRows } from '../../../components/detail-rows.tsx';
import { useConfirmStep } from '../../../components/use-confirm-step.ts';
import { nl } from '../../../i18n/nl.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemoveUser } from '../api/remove-user.ts';
import { useSendPasswordReset } from '../api/send-password-reset.ts';
import { ResetTwoFactorButton } from './reset-two-factor-button.tsx';

const t = nl.users.details;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface UserDetailsModalProps {
  user: UserResponse | null;
  /** The admin's own row has no Remove User button. */
  isSelf: boolean;
  onClose: () => void;
}

/** A colleague's details with 'Reset Password' and 'Remove User' (SPEC.md sections 2 and 8). */
export function UserDetailsModal({ user, isSelf, onClose }: UserDetailsModalProps) {
  // Keeps the last user on screen while the modal fades out after a removal.
  const lastUser = useRef(user);
  if (user) lastUser.current = user;
  const shown = user ?? lastUser.current;

  return (
    <Modal opened={user !== null} onClose={onClose} title={t.title} size="md">
      {shown ? <UserDetails user={shown} isSelf={isSelf} onRemoved={onClose} /> : null}
    </Modal>
  );
}

/** The details and their actions; 'Remove User' asks first, in place (the modal's content unmounts on close). */
function UserDetails({
  user,
  isSelf,
  onRemoved,
}: {
  user: UserResponse;
  isSelf: boolean;
  onRemoved: () => void;
}) {
  const sendReset = useSendPasswordReset();
  const remove = useRemoveUser();
  const confirm = useConfirmStep<UserResponse>();
  const removeButtonId = useId();

  const resetPassword = () =>
    sendReset.mutate(user.email, {
      onSuccess: () => toast.success(t.resetSent(user.email)),
      onError: (error) => toast.error(t.resetFailed(messageOf(error))),
    });

  const removeUser = () =>
    remove.mutate(user, {
      onSuccess: () => {
        toast.success(t.removed(user.email));
        onRemoved();
      },
      onError: (error) => {
        toast.error(t.removeFailed(messageOf(error)));
        confirm.cancel();
      },
    });

  if (confirm.subject) {
    return (
      <ConfirmPrompt
        title={t.confirmRemove.title(user.full_name || user.email)}
        text={t.confirmRemove.text}
        confirmLabel={t.removeUser}
        danger
        loading={remove.isPending}
        focusOnMount
        onConfirm={removeUser}
        onCancel={confirm.cancel}
      />
    );
  }

  return (
    <Stack gap="lg">
      <DetailRows
        details={[
          { label: t.name, value: user.full_name || nl.common.emptyValue },
          { label: t.email, value: user.email },
          { label: t.role, value: nl.roles[user.role] },
          { label: t.joined, value: formatDate(user.created_at) },
        ]}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" loading={sendReset.isPending} onClick={resetPassword}>
          {t.resetPassword}
        </Button>
        {/* Issue 23: a colleague's second factor (never one's own; guests have none). */}
        {isSelf || user.role === 'viewer' ? null : <ResetTwoFactorButton user={user} />}
        {isSelf ? null : (
          <Button
            id={removeButtonId}
            color="red.9"
            onClick={(event) => confirm.ask(user, event.currentTarget)}
          >
            {t.removeUser}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
