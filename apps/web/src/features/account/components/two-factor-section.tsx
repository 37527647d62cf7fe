import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { nl } from '../../../i18n/nl.ts';
import { nlSecurity } from '../../../i18n/nl-security.ts';
import { toast } from '../../../lib/toast.ts';
import { useTwoFactorStatus } from '../api/two-factor.ts';
import { DisableTwoFactorModal } from './disable-two-factor-modal.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

const t = nlSecurity.twoFactor;

/** 'Tweestapsverificatie' on the account screen (issue 23): its status, setting it up, turning it off. */
export function TwoFactorSection() {
  const titleId = useId();
  const status = useTwoFactorStatus();
  const [settingUp, setup] = useDisclosure(false);
  const [disabling, disable] = useDisclosure(false);

  const finishSetup = () => {
    setup.close();
    toast.success(t.setup.enabled);
  };

  const enabled = status.data?.totp_enabled === true;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
            <Group gap="sm">
              <Title order={2} fz="lg" id={titleId}>
                {t.title}
              </Title>
              {status.data ? (
                <Badge color={enabled ? 'teal' : 'gray'} variant="light">
                  {enabled ? t.statusOn : t.statusOff}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t.intro}
            </Text>
          </Stack>
          {status.data ? (
            enabled ? (
              <Button variant="default" onClick={disable.open}>
                {t.turnOff}
              </Button>
            ) : (
              <Button onClick={setup.open}>{t.setUp}</Button>
            )
          ) : null}
        </Group>
        {status.isPending ? <Skeleton h={24} aria-label={nl.common.loading} /> : null}
        {status.isError ? (
          <Alert color="red" variant="light">
            {t.loadFailed}
          </Alert>
        ) : null}
        {enabled && status.data ? (
          <Text size="sm">{t.recoveryCodesLeft(status.data.recovery_codes_left)}</Text>
        ) : null}
        {status.data?.required_by_company ? <Text size="sm">{t.requiredByCompany}</Text> : null}
      </Stack>
      {/* The recovery codes are shown once: the dialog closes only by their 'Klaar' (or before a code is confirmed, by Annuleren). */}
      <Modal
        opened={settingUp}
        onClose={setup.close}
        title={t.title}
        closeOnClickOutside={false}
        closeOnEscape={false}
        withCloseButton={false}
        size="md"
      >
        <TwoFactorSetup onDone={finishSetup} onCancel={setup.close} />
      </Modal>
      <DisableTwoFactorModal opened={disabling} onClose={disable.close} />
    </Paper>
  );
}
