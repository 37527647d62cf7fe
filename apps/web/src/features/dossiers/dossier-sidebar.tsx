import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useMatch } from 'react-router';
import { Hint } from '../../components/hint.tsx';
import { InlineLoader } from '../../components/page-loader.tsx';
import { nl } from '../../i18n/nl.ts';
import { useSidebarDossiers } from './api/get-sidebar-dossiers.ts';
import { DossierList } from './components/dossier-list.tsx';
import { useNewDossierLauncher } from './new-dossier-launcher.tsx';

const t = nl.dossiers;

interface DossierSidebarProps {
  /** Wraps the list under the heading, e.g. with the search that takes its place (composed in routes/). */
  renderList?: (list: ReactNode) => ReactNode;
}

const asItIs = (list: ReactNode) => list;

/**
 * The dossier list beside the main area (SPEC.md section 2): heading 'Dossiers' with the 'Nieuw dossier'
 * button, one row per dossier (newest activity first, kept live by applyDossiersFrame), the open one highlighted.
 */
export function DossierSidebar({ renderList = asItIs }: DossierSidebarProps) {
  const { data: dossiers, isPending, isError } = useSidebarDossiers();
  const currentId = useMatch('/app/dossier/:dossierId')?.params.dossierId;
  const { pathname } = useLocation();
  const panel = useNewDossierLauncher();

  // SPEC.md section 2: the side panel closes on any route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    panel.close();
  }, [pathname]);

  return (
    <Stack gap={0} style={{ flex: 1, minHeight: 0 }}>
      <Group
        px="md"
        h={60}
        justify="space-between"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
      >
        <Title order={2} fz="lg">
          {t.sidebarTitle}
        </Title>
        <Hint label={t.newDossier} position="bottom-end">
          <ActionIcon variant="light" size="lg" radius="md" aria-label={t.newDossier} onClick={panel.open}>
            <IconPlus aria-hidden size={20} />
          </ActionIcon>
        </Hint>
      </Group>
      {renderList(
        <>
          {isPending ? <InlineLoader p="md" /> : null}
          {isError && !dossiers ? (
            <Text size="sm" c="red.9" p="md" role="alert">
              {t.listLoadFailed}
            </Text>
          ) : null}
          {dossiers?.length === 0 ? (
            <Text size="sm" c="dimmed" p="md">
              {t.emptyTitle}
            </Text>
          ) : null}
          {dossiers && dossiers.length > 0 ? <DossierList dossiers={dossiers} currentId={currentId} /> : null}
        </>,
      )}
      {panel.element}
    </Stack>
  );
}
