import type { PasskeyInfo } from '@dossier/contract';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { nl } from '../../../i18n/nl.ts';
import { nlPasskeys } from '../../../i18n/nl-passkeys.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { passkeyFailureMessage } from '../../../lib/passkey-ceremony.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys.ts';

const t = nlPasskeys.section;

const date = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium' });
/** '28 nov 2026' in the browser's time zone. */
export const formatPasskeyDate = (iso: string) => date.format(new Date(iso));

/** 'Passkeys' on the account screen (issue 23): sign in without a password; add, see and remove them. */
export function PasskeysSection() {
  const titleId = useId();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [removing, setRemoving] = useState<PasskeyInfo | null>(null);
  const [addFailure, setAddFailure] = useState<string | null>(null);

  const addOne = () => {
    setAddFailure(null);
    add.mutate(undefined, {
      onSuccess: () => toast.success(t.added),
      // The browser's reasons (cancelled, no support) and the server's refusal, said where the button is.
      onError: (error) => setAddFailure(passkeyFailureMessage(error)),
    });
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success(t.removed),
      onError: (error) => toast.error(serverMessageOr(error, t.removeFailed)),
      onSettled: () => setRemoving(null),
    });
  };

  const list = passkeys.data?.passkeys ?? [];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
            <Title order={2} fz="lg" id={titleId}>
              {t.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t.intro}
            </Text>
          </Stack>
          <Button variant="default" onClick={addOne} loading={add.isPending}>
            {t.add}
          </Button>
        </Group>
        {addFailure ? (
          <Alert color="red" variant="light" role="alert">
            {addFailure}
          </Alert>
        ) : null}
        {passkeys.isPending ? <Skeleton h={48} aria-label={nl.common.loading} /> : null}
        {passkeys.isError ? (
          <Alert color="red" variant="light">
            {t.loadFailed}
          </Alert>
        ) : null}
        {passkeys.data && list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.none}
          </Text>
        ) : null}
        {list.length > 0 ? (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
            ))}
          </Stack>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        title={t.confirmRemove.title}
        text={removing ? t.confirmRemove.text(removing.name) : ''}
        confirmLabel={t.remove}
        danger
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: PasskeyInfo; onRemove: () => void }) {
  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2}>
        <Text fw={500}>{passkey.name}</Text>
        <Text size="sm" c="dimmed">
          {[
            t.created(formatPasskeyDate(passkey.created_at)),
            passkey.last_used_at ? t.lastUsed(formatPasskeyDate(passkey.last_used_at)) : t.neverUsed,
          ].join(' · ')}
        </Text>
      </Stack>
      <Button variant="default" size="xs" onClick={onRemove} aria-label={t.removeLabel(passkey.name)}>
        {t.remove}
      </Button>
    </Group>
  );
}
