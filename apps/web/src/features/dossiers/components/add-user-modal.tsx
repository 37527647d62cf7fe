import { Alert, Modal, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormActions } from '../../../components/form-actions.tsx';
import { nl } from '../../../i18n/nl.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddDossierUser } from '../api/add-dossier-user.ts';
import { useAvailableUsers } from '../api/get-available-users.ts';

const t = nl.dossiers.addUser;

interface AddUserModalProps {
  dossierId: string;
  opened: boolean;
  /** A viewer is told why they cannot add users (SPEC.md section 6). */
  allowed: boolean;
  onClose: () => void;
}

/** 'Gebruiker toevoegen': a colleague or counterparty user who is not a member yet. */
export function AddUserModal({ dossierId, opened, allowed, onClose }: AddUserModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size="md">
      {allowed ? <AddUserForm dossierId={dossierId} onDone={onClose} /> : <Text>{t.viewerNotClient}</Text>}
    </Modal>
  );
}

function AddUserForm({ dossierId, onDone }: { dossierId: string; onDone: () => void }) {
  const available = useAvailableUsers(dossierId, true);
  const add = useAddDossierUser(dossierId);
  const [userId, setUserId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (available.isError) toast.error(nl.dossiers.usersLoadFailed);
  }, [available.isError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) {
      setError(t.required);
      return;
    }
    add.mutate(userId, {
      onSuccess: () => {
        toast.success(nl.dossiers.userAdded);
        onDone();
      },
      onError: () => toast.error(t.failed),
    });
  };

  if (available.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {nl.dossiers.usersLoadFailed}
      </Alert>
    );
  }
  const users = available.data ?? [];
  if (available.isSuccess && users.length === 0) return <Text>{t.none}</Text>;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t.user}
          placeholder={t.placeholder}
          required
          withAsterisk={false}
          searchable
          disabled={available.isPending}
          data={users.map((user) => ({ value: user.id, label: `${user.full_name} (${user.company_name})` }))}
          value={userId}
          onChange={(value) => {
            setUserId(value);
            setError(undefined);
          }}
          error={error}
        />
        <FormActions submitLabel={t.submit} loading={add.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
