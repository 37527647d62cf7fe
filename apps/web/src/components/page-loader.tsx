import { Center, Group, type GroupProps, Loader, Text } from '@mantine/core';
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

/** A small loading line inside a list or panel, e.g. 'Oudere berichten laden...'. */
export function InlineLoader({ label = nl.common.loading, ...groupProps }: { label?: string } & GroupProps) {
  return (
    <Group gap="xs" role="status" {...groupProps}>
      <Loader size="xs" aria-hidden />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
