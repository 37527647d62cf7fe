import { Box, Stack, Text, Title } from '@mantine/core';
import { nl } from '../../../i18n/nl.ts';

/** The document side panel of the dossier screen; listing and upload arrive with the documents issue. */
export function DocumentsPanel() {
  return (
    <Box
      component="aside"
      aria-label={nl.documents.mine}
      w={280}
      p="md"
      visibleFrom="lg"
      style={{ flexShrink: 0, borderLeft: '1px solid var(--mantine-color-gray-3)', overflowY: 'auto' }}
    >
      <Stack gap="xs">
        <Title order={2} fz="sm" tt="uppercase" c="brand.8">
          {nl.documents.mine}
        </Title>
        <Text size="sm" c="dimmed">
          {nl.documents.empty}
        </Text>
      </Stack>
    </Box>
  );
}
