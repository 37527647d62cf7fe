import type { SidebarItem } from '@dossier/contract';
import { Badge, Box, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { nl } from '../../../i18n/nl.ts';
import { formatSidebarTime } from '../../../lib/format-date.ts';
import { useToday } from '../../../lib/use-today.ts';

const t = nl.dossiers;

/**
 * One sidebar row (SPEC.md section 2): title, last message time, sender in bold, preview, unread badge. A closed
 * dossier looks closed (a lock, 'Gesloten', a muted row) and still opens, to be read.
 */
export function DossierRow({ dossier, current }: { dossier: SidebarItem; current: boolean }) {
  const navigate = useNavigate();
  const today = useToday();
  const href = `/app/dossier/${dossier.id}`;
  // Links open on Enter by themselves; SPEC.md section 2 asks Space to open a row too.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    navigate(href);
  };
  const unread = dossier.unread_count > 0;
  const closed = dossier.status === 'closed';
  return (
    <Box
      component={Link}
      to={href}
      onKeyDown={onKeyDown}
      aria-current={current ? 'page' : undefined}
      data-dossier-id={dossier.id}
      data-status={dossier.status}
      px="md"
      py="sm"
      style={{
        display: 'block',
        color: 'inherit',
        textDecoration: 'none',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        background: current
          ? 'var(--mantine-color-brand-0)'
          : closed
            ? 'var(--mantine-color-gray-0)'
            : undefined,
        boxShadow: current ? 'inset 3px 0 0 var(--mantine-color-brand-6)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          {closed ? (
            <IconLock size={14} aria-hidden color="var(--mantine-color-gray-7)" style={{ flexShrink: 0 }} />
          ) : null}
          <Text
            fw={closed ? 500 : 600}
            size="sm"
            c={closed ? 'gray.7' : undefined}
            truncate
            title={dossier.title}
          >
            {dossier.title}
          </Text>
        </Group>
        {dossier.last_message_time ? (
          <Text
            size="xs"
            c={unread ? 'brand.7' : 'dimmed'}
            fw={unread ? 600 : undefined}
            style={{ flexShrink: 0 }}
          >
            {formatSidebarTime(dossier.last_message_time, today)}
          </Text>
        ) : null}
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
        <Text size="sm" c="gray.7" truncate>
          {dossier.last_message_sender ? <b>{dossier.last_message_sender}: </b> : null}
          {dossier.last_message_preview || t.noMessages}
        </Text>
        {closed ? (
          <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
            {t.closedRow}
          </Text>
        ) : null}
        {unread ? (
          <Badge size="sm" circle={dossier.unread_count < 10} aria-label={t.unread(dossier.unread_count)}>
            {dossier.unread_count}
          </Badge>
        ) : null}
      </Group>
    </Box>
  );
}
