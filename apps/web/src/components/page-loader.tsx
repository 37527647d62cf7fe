import { Center, Group, Loader, Text } from '@mantine/core';
import { nl } from '../i18n/nl.ts';

/** The 'Laden...' state of a screen while its data arrives. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{nl.common.loading}</Text>
      </Group>
    </Center>
  );
}
