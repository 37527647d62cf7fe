import { Badge, Box, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { nlLanding } from '../../../i18n/nl-landing.ts';

const { preview } = nlLanding;

/** An illustration of a dossier (chat beside documents), built from real components so it stays sharp. */
export function DossierPreview() {
  return (
    <Paper
      shadow="xl"
      radius="lg"
      withBorder
      role="img"
      aria-label={preview.label}
      style={{ overflow: 'hidden', background: 'var(--mantine-color-white)' }}
    >
      <Box aria-hidden="true">
        <Group justify="space-between" px="lg" py="md" bg="brand.0" wrap="nowrap">
          <Box>
            <Text fw={650} size="sm">
              {preview.title}
            </Text>
            <Text size="xs" c="dimmed">
              {preview.counterparty}
            </Text>
          </Box>
          <Badge variant="filled" color="teal.9" radius="sm">
            {preview.status}
          </Badge>
        </Group>
        <Group align="stretch" gap={0} wrap="nowrap">
          <Stack gap="sm" p="lg" style={{ flex: 1 }}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {preview.chatTitle}
            </Text>
            {preview.messages.map((message) => (
              <Box
                key={message.time}
                maw="85%"
                px="sm"
                py={8}
                style={{
                  alignSelf: message.own ? 'flex-end' : 'flex-start',
                  borderRadius: 10,
                  background: message.own ? 'var(--mantine-color-brand-6)' : 'var(--mantine-color-gray-1)',
                  color: message.own ? 'var(--mantine-color-white)' : undefined,
                }}
              >
                <Text size="xs" fw={700}>
                  {message.sender}
                </Text>
                <Text size="sm">{message.text}</Text>
                <Text size="xs" ta="right" style={{ opacity: 0.85 }}>
                  {message.time}
                </Text>
              </Box>
            ))}
          </Stack>
          <Divider orientation="vertical" />
          <Stack gap="xs" p="lg" w={200} visibleFrom="xs">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {preview.documentsTitle}
            </Text>
            {preview.documents.map((document) => (
              <Group key={document} gap={8} wrap="nowrap">
                <IconFiles aria-hidden size={16} color="var(--mantine-color-brand-6)" />
                <Text size="xs" truncate>
                  {document}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      </Box>
    </Paper>
  );
}
