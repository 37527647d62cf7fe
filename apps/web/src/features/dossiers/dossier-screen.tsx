import { Alert, Box, Divider, Group, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { nl } from '../../i18n/nl.ts';
import { statusOf } from '../../lib/api-client.ts';
import { useDossier } from './api/get-dossier.ts';

/** /app/dossier/{id}: the dossier header for now; chat and documents follow in a later issue. */
export function DossierScreen() {
  const { dossierId = '' } = useParams();
  const { data: dossier, isPending, error } = useDossier(dossierId);

  if (isPending) return <PageLoader />;
  if (error || !dossier) {
    return (
      <Box p="xl">
        <Alert color="red" variant="light" role="alert">
          {statusOf(error) === 404 ? nl.dossiers.notFound : nl.dossiers.loadFailed}
        </Alert>
      </Box>
    );
  }

  return (
    <Box component="header" px="xl" h={60} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group h="100%" gap="xs" wrap="nowrap">
        <Title order={1} fz="lg" lineClamp={1}>
          {dossier.title}
        </Title>
        {dossier.counterparty_names.length > 0 ? (
          <>
            <Divider orientation="vertical" my="lg" />
            <Text c="dimmed" truncate>
              {dossier.counterparty_names.join(', ')}
            </Text>
          </>
        ) : null}
      </Group>
    </Box>
  );
}
