import type { SidebarItem } from '@dossier/contract';
import { ActionIcon, Badge, Box, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect } from 'react';
import { Link, useLocation, useMatch, useNavigate } from 'react-router';
import { InlineLoader } from '../../components/page-loader.tsx';
import { nl } from '../../i18n/nl.ts';
import { formatSidebarTime } from '../../lib/format-date.ts';
import { useSidebarDossiers } from './api/get-sidebar-dossiers.ts';
import { NewDossierPanel } from './components/new-dossier-panel.tsx';

const t = nl.dossiers;

function DossierRow({ dossier, current }: { dossier: SidebarItem; current: boolean }) {
  const navigate = useNavigate();
  const href = `/app/dossier/${dossier.id}`;
  // Links open on Enter by themselves; SPEC.md section 2 asks Space to open a row too.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    navigate(href);
  };
  const unread = dossier.unread_count > 0;
  return (
    <Box
      component={Link}
      to={href}
      onKeyDown={onKeyDown}
      aria-current={current ? 'page' : undefined}
      data-dossier-id={dossier.id}
      px="md"
      py="sm"
      style={{
        display: 'block',
        color: 'inherit',
        textDecoration: 'none',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        background: current ? 'var(--mantine-color-brand-0)' : undefined,
        boxShadow: current ? 'inset 3px 0 0 var(--mantine-color-brand-6)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" truncate title={dossier.title}>
          {dossier.title}
        </Text>
        {dossier.last_message_time ? (
          <Text
            size="xs"
            c={unread ? 'brand.7' : 'dimmed'}
            fw={unread ? 600 : undefined}
            style={{ flexShrink: 0 }}
          >
            {formatSidebarTime(dossier.last_message_time)}
          </Text>
        ) : null}
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
        <Text size="sm" c="gray.7" truncate>
          {dossier.last_message_sender ? <b>{dossier.last_message_sender}: </b> : null}
          {dossier.last_message_preview || t.noMessages}
        </Text>
        {unread ? (
          <Badge size="sm" circle={dossier.unread_count < 10} aria-label={t.unread(dossier.unread_count)}>
            {dossier.unread_count}
          </Badge>
        ) : null}
      </Group>
    </Box>
  );
}

/**
 * The dossier list beside the main area (SPEC.md section 2): heading 'Dossiers' with the 'Nieuw dossier'
 * button, one row per dossier (newest activity first, kept live by DossierLiveSync), the open one highlighted.
 */
export function DossierSidebar() {
  const { data: dossiers, isPending, isError } = useSidebarDossiers();
  const currentId = useMatch('/app/dossier/:dossierId')?.params.dossierId;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [panelOpen, panel] = useDisclosure(false);

  // SPEC.md section 2: the side panel closes on any route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    panel.close();
  }, [pathname]);

  return (
    <Stack gap={0}>
      <Group
        px="md"
        h={60}
        justify="space-between"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Title order={2} fz="lg">
          {t.sidebarTitle}
        </Title>
        <Tooltip label={t.newDossier} position="bottom">
          <ActionIcon variant="light" size="lg" radius="md" aria-label={t.newDossier} onClick={panel.open}>
            <IconPlus aria-hidden size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
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
      {dossiers && dossiers.length > 0 ? (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {dossiers.map((dossier) => (
            <li key={dossier.id}>
              <DossierRow dossier={dossier} current={dossier.id === currentId} />
            </li>
          ))}
        </Box>
      ) : null}
      <NewDossierPanel
        opened={panelOpen}
        onClose={panel.close}
        onCreated={(dossierId) => {
          panel.close();
          navigate(`/app/dossier/${dossierId}`);
        }}
      />
    </Stack>
  );
}
