import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { nlPasskeys } from '../../../i18n/nl-passkeys.ts';
import { passkeyFailureMessage } from '../../../lib/passkey-ceremony.ts';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey.ts';

const t = nlPasskeys.signIn;

/** 'Inloggen met een passkey' (issue 23): no address, no password; a passkey counts as both factors. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (token: string) => Promise<void> | void }) {
  const signIn = useSignInWithPasskey();
  const [failure, setFailure] = useState<string | null>(null);

  const start = () => {
    setFailure(null);
    signIn.mutate(undefined, {
      onSuccess: (token) => onSignedIn(token),
      onError: (error) => setFailure(passkeyFailureMessage(error, t.failed)),
    });
  };

  return (
    <Stack gap="xs">
      <FormError message={failure ?? undefined} />
      <Button variant="default" fullWidth onClick={start} loading={signIn.isPending}>
        {t.button}
      </Button>
    </Stack>
  );
}
