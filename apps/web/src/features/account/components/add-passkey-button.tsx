import type { PasskeyInfo } from '@dossier/contract';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { nlPasskeys } from '../../../i18n/nl-passkeys.ts';
import { passkeyFailureMessage } from '../../../lib/passkey-ceremony.ts';
import { useAddPasskey } from '../api/passkeys.ts';

/** 'Passkey toevoegen' on its own, with why it failed (the set-up screen of a company that demands a second factor). */
export function AddPasskeyButton({ onAdded }: { onAdded: (passkey: PasskeyInfo) => void }) {
  const add = useAddPasskey();
  const [failure, setFailure] = useState<string | null>(null);
  const start = () => {
    setFailure(null);
    add.mutate(undefined, {
      onSuccess: onAdded,
      onError: (error) => setFailure(passkeyFailureMessage(error)),
    });
  };
  return (
    <Stack gap="xs">
      <FormError message={failure ?? undefined} />
      <Button variant="default" fullWidth onClick={start} loading={add.isPending}>
        {nlPasskeys.section.add}
      </Button>
    </Stack>
  );
}
