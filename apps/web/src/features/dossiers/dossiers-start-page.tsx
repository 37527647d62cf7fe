import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';
import { nl } from '../../i18n/nl.ts';
import { useSidebarDossiers } from './api/get-sidebar-dossiers.ts';

/**
 * /app without a dossier: asks to pick one from the list, or says there are none yet; `children` below (the first
 * steps of a new company, composed in routes/).
 */
export function DossiersStartPage({ children }: { children?: ReactNode }) {
  const { data: dossiers, isPending } = useSidebarDossiers();
  if (isPending) return <PageLoader />;
  const none = dossiers?.length === 0;

  return (
    <Center mih="70dvh" p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" gap="xl" w="100%" maw={560}>
        <Stack align="center" gap="md" maw={420} ta="center">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconFolder aria-hidden size={32} />
          </ThemeIcon>
          <Title order={1} fz={22}>
            {none ? nl.dossiers.emptyTitle : nl.dossiers.chooseTitle}
          </Title>
          <Text c="dimmed">{none ? nl.dossiers.emptyText : nl.dossiers.chooseText}</Text>
        </Stack>
        {children}
      </Stack>
    </Center>
  );
}
