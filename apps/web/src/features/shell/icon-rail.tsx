import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import { IconBuildings, IconFolder, IconLogout, IconUser, IconUsers } from '../../components/icons.tsx';
import { LogoMark } from '../../components/logo.tsx';
import { nl } from '../../i18n/nl.ts';

interface RailLinkProps {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
}

function RailLink({ to, label, icon: Icon }: RailLinkProps) {
  const { pathname } = useLocation();
  const active = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Tooltip label={label} position="right">
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
        <Icon size={22} />
      </ActionIcon>
    </Tooltip>
  );
}

interface IconRailProps {
  isAdmin: boolean;
  onLogout: () => void;
  /** Opens the dossier list where the sidebar is hidden (small screens). */
  onOpenDossiers: () => void;
}

/** The narrow rail of the signed-in area (SPEC.md section 2): users and relations for admins only. */
export function IconRail({ isAdmin, onLogout, onOpenDossiers }: IconRailProps) {
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
        <Tooltip label={nl.dossiers.sidebarTitle} position="right">
          <ActionIcon
            hiddenFrom="sm"
            aria-label={nl.dossiers.sidebarTitle}
            size={44}
            radius="md"
            variant="subtle"
            color="gray.7"
            onClick={onOpenDossiers}
          >
            <IconFolder size={22} />
          </ActionIcon>
        </Tooltip>
        {isAdmin ? <RailLink to="/app/users" label={nl.shell.users} icon={IconUsers} /> : null}
        {isAdmin ? <RailLink to="/app/relations" label={nl.shell.relations} icon={IconBuildings} /> : null}
      </Stack>
      <Stack align="center" gap="sm">
        <RailLink to="/app/account" label={nl.shell.account} icon={IconUser} />
        <Tooltip label={nl.shell.logout} position="right">
          <ActionIcon
            aria-label={nl.shell.logout}
            size={44}
            radius="md"
            variant="subtle"
            color="gray.7"
            onClick={onLogout}
          >
            <IconLogout size={22} />
          </ActionIcon>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
