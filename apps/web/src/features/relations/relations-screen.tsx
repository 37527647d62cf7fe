import { Box, Title } from '@mantine/core';
import { nl } from '../../i18n/nl.ts';

/** /app/relations (admins only); the relations screen itself is built in its own issue. */
export function RelationsScreen() {
  return (
    <Box p="xl">
      <Title order={1} fz={26}>
        {nl.relations.title}
      </Title>
    </Box>
  );
}
