import { limits, SecondFactorCode, TotpCode } from '@dossier/contract';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { nlSecurity } from '../../../i18n/nl-security.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { LoginOutcome } from '../api/login.ts';
import { useVerifySecondFactor } from '../api/verify-second-factor.ts';

const t = nlSecurity.codeStep;

type SignedIn = Extract<LoginOutcome, { step: 'signed-in' }>;

interface SecondFactorStepProps {
  /** The first step's ticket (`mfa_token`), valid for limits.secondFactor.mfaTokenMinutes. */
  mfaToken: string;
  onSignedIn: (outcome: SignedIn) => void;
  /** Back to the password step: asked for, or because the ticket ran out (its time, or too many refused codes). */
  onBack: (reason: { ended?: 'expired' | 'too-many-codes' }) => void;
}

/** A code the server refused (wrong or reused): each counts against the ticket, which ends at the limit. */
const refusedCode = (error: unknown) => error instanceof ApiError && error.status === 401;

/** What is wrong with a typed code before it goes to the server, if anything. */
function codeProblem(code: string, recovery: boolean): string | undefined {
  if (recovery) {
    if (!code.trim()) return t.recoveryRequired;
    return SecondFactorCode.safeParse(code).success ? undefined : t.recoveryRequired;
  }
  const checked = TotpCode.safeParse(code);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/**
 * The sign-in's second step (issue 23): the 6 digits of the authenticator app, or a recovery code instead. The
 * ticket lives 5 minutes and ends after 5 refused codes: then the person goes back to the password step. The
 * server's words for a refused code show as they are (an expired ticket's say to sign in again).
 */
export function SecondFactorStep({ mfaToken, onSignedIn, onBack }: SecondFactorStepProps) {
  const verify = useVerifySecondFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const refusals = useRef(0);
  const back = useRef(onBack);
  back.current = onBack;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new ticket starts its own 5 minutes.
  useEffect(() => {
    const timer = setTimeout(
      () => back.current({ ended: 'expired' }),
      limits.secondFactor.mfaTokenMinutes * 60_000,
    );
    return () => clearTimeout(timer);
  }, [mfaToken]);

  const switchMode = () => {
    setRecovery((current) => !current);
    setCode('');
    setError(undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(code, recovery);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      // An app code's spaces ('123 456') are only for reading.
      const typed = recovery ? code.trim() : code.replace(/\s+/g, '');
      onSignedIn(await verify.mutateAsync({ mfaToken, code: typed }));
    } catch (failure) {
      if (refusedCode(failure)) refusals.current += 1;
      if (refusals.current >= limits.secondFactor.mfaTokenMaxWrongCodes) onBack({ ended: 'too-many-codes' });
      else setError((failure instanceof ApiError ? failure.detail : undefined) ?? t.failed);
    }
  };

  const label = recovery ? t.recoveryLabel : t.codeLabel;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {recovery ? t.recoveryTitle : t.title}
          </Title>
          <Text size="sm" c="dimmed">
            {recovery ? t.recoveryIntro : t.intro}
          </Text>
        </Stack>
        <TextInput
          // A new field per mode: it takes the focus, and the browser offers what fits it.
          key={recovery ? 'recovery' : 'app'}
          label={label}
          required
          autoFocus
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          maxLength={recovery ? limits.secondFactor.codeMaxChars : 7}
          spellCheck={false}
          autoCapitalize="off"
        />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={switchMode}>
            {recovery ? t.useApp : t.useRecovery}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={verify.isPending}>
          {t.submit}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => onBack({})} ta="center" c="dimmed">
          {t.backToPassword}
        </Anchor>
      </Stack>
    </form>
  );
}
