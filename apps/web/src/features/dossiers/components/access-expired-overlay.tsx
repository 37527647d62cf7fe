import { Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { nl } from '../../../i18n/nl.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestExtension } from '../api/request-extension.ts';

const t = nl.dossiers.access;

/**
 * SPEC.md section 2: over the dossier of a guest whose access has ended, 'Uw toegang is verlopen!' with
 * 'Vraag verlenging aan'. The dossier under it is inert; the rail and the dossier list stay usable.
 */
export function AccessExpiredOverlay({ dossierId }: { dossierId: string }) {
  const request = useRequestExtension(dossierId);
  const titleId = useId();
  const textId = useId();
  const button = useRef<HTMLButtonElement>(null);

  // Whatever had focus is now inert: the one thing left to do here gets it.
  useEffect(() => button.current?.focus(), []);

  const askForExtension = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(t.extensionRequested),
      onError: () => toast.error(t.extensionFailed),
    });

  return (
    <Box
      pos="absolute"
      inset={0}
      p="md"
      style={{
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(255, 255, 255, 0.75)',
        backdropFilter: 'blur(3px)',
      }}
    >
      <Paper
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={textId}
        withBorder
        shadow="md"
        radius="lg"
        p="xl"
        maw={440}
      >
        <Stack gap="md" align="center" ta="center">
          <IconClockHour4 aria-hidden size={40} color="var(--mantine-color-orange-8)" />
          <Title order={2} fz="xl" id={titleId}>
            {t.expiredOverlay}
          </Title>
          <Text c="dimmed" id={textId}>
            {t.expiredText}
          </Text>
          <Button ref={button} loading={request.isPending} onClick={askForExtension}>
            {t.requestExtension}
          </Button>
          {request.isSuccess ? (
            <Text size="sm" role="status">
              {t.extensionPending}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
