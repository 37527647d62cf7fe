import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFolder } from '../../components/icons.tsx';
import { nl } from '../../i18n/nl.ts';

/** /app without a dossier: the empty state after a login with no dossiers yet. */
export function DossiersStartPage() {
  return (
    <Center mih="70dvh" p="xl">
      <Stack align="center" gap="md" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconFolder size={32} />
        </ThemeIcon>
        <Title order={1} fz={22}>
          {nl.dossiers.emptyTitle}
        </Title>
        <Text c="dimmed">{nl.dossiers.emptyText}</Text>
      </Stack>
    </Center>
  );
}
