import { ActionIcon, Stack } from '@mantine/core';
import {
  type Icon,
  IconBuildings,
  IconFileInvoice,
  IconLogout,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { Hint } from '../../components/hint.tsx';
import { LogoMark } from '../../components/logo.tsx';
import { nl } from '../../i18n/nl.ts';

interface RailLinkProps {
  to: string;
  label: string;
  icon: Icon;
}

function RailLink({ to, label, icon: RailIcon }: RailLinkProps) {
  const { pathname } = useLocation();
  const active = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Hint label={label} position="right">
      <ActionIcon
        component={Link}
        to={to}
        aria-label={label}
        aria-current={active ? 'page' : undefined}
        size={44}
        radius="md"
        variant={active ? 'filled' : 'subtle'}
        color={active ? 'brand' : 'gray.7'}
      >
        <RailIcon aria-hidden size={22} />
      </ActionIcon>
    </Hint>
  );
}

interface RailButtonProps {
  label: string;
  icon: RailLinkProps['icon'];
  onClick: () => void;
}

function RailButton({ label, icon: RailIcon, onClick }: RailButtonProps) {
  return (
    <Hint label={label} position="right">
      <ActionIcon aria-label={label} size={44} radius="md" variant="subtle" color="gray.7" onClick={onClick}>
        <RailIcon aria-hidden size={22} />
      </ActionIcon>
    </Hint>
  );
}

interface IconRailProps {
  isAdmin: boolean;
  onLogout: () => void;
}

/**
 * The narrow rail of the signed-in area (SPEC.md section 2): users, relations and billing for admins only. It shows
 * beside the dossier list; below that breakpoint the bottom bar takes its place (issue 25).
 */
export function IconRail({ isAdmin, onLogout }: IconRailProps) {
  return (
    <Stack
      component="nav"
      aria-label={nl.shell.railLabel}
      justify="space-between"
      align="center"
      py="md"
      w={68}
      bg="gray.0"
      style={{ borderRight: '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      <Stack align="center" gap="sm">
        <Link to="/app" aria-label={nl.product.homeLink} style={{ display: 'flex', marginBottom: 8 }}>
          <LogoMark size={36} />
        </Link>
        {isAdmin ? <RailLink to="/app/users" label={nl.shell.users} icon={IconUsers} /> : null}
        {isAdmin ? <RailLink to="/app/relations" label={nl.shell.relations} icon={IconBuildings} /> : null}
        {isAdmin ? <RailLink to="/app/billing" label={nl.shell.billing} icon={IconFileInvoice} /> : null}
      </Stack>
      <Stack align="center" gap="sm">
        <RailLink to="/app/account" label={nl.shell.account} icon={IconUser} />
        <RailButton label={nl.shell.logout} icon={IconLogout} onClick={onLogout} />
      </Stack>
    </Stack>
  );
}
