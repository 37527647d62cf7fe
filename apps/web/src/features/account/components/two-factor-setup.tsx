import { TotpCode, type TwoFactorSetupResponse } from '@dossier/contract';
import { Alert, Button, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { nlSecurity } from '../../../i18n/nl-security.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useEnableTwoFactor, useStartTwoFactorSetup } from '../api/two-factor.ts';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

const t = nlSecurity.twoFactor.setup;

interface TwoFactorSetupProps {
  /** Enabled and the recovery codes kept. */
  onDone: () => void;
  /** Absent where there is no way around it (a company that demands a second factor). */
  onCancel?: () => void;
}

/**
 * Setting up the authenticator app (issue 23): a new secret as a QR code and as text, the first code confirms it,
 * then the recovery codes, shown once.
 */
export function TwoFactorSetup({ onDone, onCancel }: TwoFactorSetupProps) {
  const start = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const started = useRef(false);

  // One secret per visit of the flow (StrictMode's second effect run must not start another).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;
  if (start.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {serverMessageOr(start.error, t.startFailed)}
        </Alert>
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t.cancel}
            </Button>
          ) : null}
          <Button onClick={() => start.mutate()}>{nlSecurity.twoFactor.setUp}</Button>
        </Group>
      </Stack>
    );
  }
  if (!start.data) return <PageLoader />;
  return (
    <ConfirmSecret
      secret={start.data}
      confirming={enable.isPending}
      onConfirm={(code) =>
        enable.mutateAsync(code).then(({ recovery_codes }) => setRecoveryCodes(recovery_codes))
      }
      onCancel={onCancel}
    />
  );
}

/** The secret to scan or type, and the field for the first code. */
function ConfirmSecret({
  secret,
  confirming,
  onConfirm,
  onCancel,
}: {
  secret: TwoFactorSetupResponse;
  confirming: boolean;
  onConfirm: (code: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = TotpCode.safeParse(code);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    try {
      await onConfirm(checked.data);
    } catch (failure) {
      setError(serverMessageOr(failure, t.confirmFailed));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={3} fz="md">
          {t.scanTitle}
        </Title>
        <Text size="sm">{t.scanIntro}</Text>
        <QrCode text={secret.otpauth_url} alt={t.qrAlt} />
        <Stack gap={4}>
          <Text size="sm">{t.manualLabel}</Text>
          <Code
            fz="md"
            data-testid="two-factor-secret"
            style={{ overflowWrap: 'anywhere', width: 'fit-content' }}
          >
            {secret.secret}
          </Code>
        </Stack>
        <TextInput
          label={t.codeLabel}
          required
          autoFocus
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          w={200}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t.cancel}
            </Button>
          ) : null}
          <Button type="submit" loading={confirming}>
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
