import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { nlSecurity } from '../../../i18n/nl-security.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDisableTwoFactor } from '../api/two-factor.ts';

const t = nlSecurity.twoFactor.disable;

/** 'Uitschakelen' asks for the password and a code (or a recovery code), both (issue 23). */
export function DisableTwoFactorModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size="sm">
      {opened ? <DisableForm onClose={onClose} /> : null}
    </Modal>
  );
}

function DisableForm({ onClose }: { onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string; form?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    const missing = {
      password: password ? undefined : t.passwordRequired,
      code: typed.length >= 6 ? undefined : t.codeRequired,
    };
    if (missing.password || missing.code) {
      setErrors(missing);
      return;
    }
    disable.mutate(
      { password, code: /^[\d\s]+$/.test(typed) ? typed.replace(/\s+/g, '') : typed },
      {
        onSuccess: () => {
          toast.success(t.done);
          onClose();
        },
        onError: (error) => setErrors({ form: serverMessageOr(error, t.failed) }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t.intro}</Text>
        <FormError message={errors.form} />
        <PasswordInput
          label={t.password}
          autoComplete="current-password"
          required
          data-autofocus
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <TextInput
          label={t.code}
          required
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={errors.code}
          spellCheck={false}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {nlSecurity.twoFactor.setup.cancel}
          </Button>
          <Button type="submit" color="red.9" loading={disable.isPending}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
