import type { UserResponse } from '@dossier/contract';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useRef } from 'react';
import { DetailRows } from '../../../components/detail-rows.tsx';
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
  const sendReset = useSendPasswordReset();
  const remove = useRemoveUser();

  const resetPassword = (target: UserResponse) =>
    sendReset.mutate(target.email, {
      onSuccess: () => toast.success(t.resetSent(target.email)),
      onError: (error) => toast.error(t.resetFailed(messageOf(error))),
    });

  const removeUser = (target: UserResponse) =>
    remove.mutate(target, {
      onSuccess: () => {
        toast.success(t.removed(target.email));
        onClose();
      },
      onError: (error) => toast.error(t.removeFailed(messageOf(error))),
    });

  return (
    <Modal opened={user !== null} onClose={onClose} title={t.title} size="md">
      {shown ? (
        <Stack gap="lg">
          <DetailRows
            details={[
              { label: t.name, value: shown.full_name || nl.common.emptyValue },
              { label: t.email, value: shown.email },
              { label: t.role, value: nl.roles[shown.role] },
              { label: t.joined, value: formatDate(shown.created_at) },
            ]}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" loading={sendReset.isPending} onClick={() => resetPassword(shown)}>
              {t.resetPassword}
            </Button>
            {/* Issue 23: a colleague's second factor (never one's own; guests have none). */}
            {isSelf || shown.role === 'viewer' ? null : <ResetTwoFactorButton user={shown} />}
            {isSelf ? null : (
              <Button color="red.9" loading={remove.isPending} onClick={() => removeUser(shown)}>
                {t.removeUser}
              </Button>
            )}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
